import { useTranslation } from 'react-i18next';
import type { FaqAccordionProps } from '../../../generated/content-types';
import { useShownPage } from '../../site/shown-page';
import { CtaLink } from '../../components/cta-link';
import { SectionFrame } from '../../components/section-frame';
import { SectionHeading } from '../../components/section-heading';
import { SiteImage } from '../../components/site-image';
import { SiteLink } from '../../components/site-link';
import { formatEuro } from '../../lib/format-figures';
import type { SectionComponentProps } from '../section-definition';
import { countQuestions } from './count-questions';
import { FaqItem } from './faq-item';

/** Image beside the numbered questions, then the price-list note and the contact call to action. */
export function FaqAccordion({ props, index }: SectionComponentProps<FaqAccordionProps>) {
  const { t, i18n } = useTranslation();
  const { language } = useShownPage();
  const count = countQuestions(props.questions, (key) => i18n.exists(key));
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <SectionFrame layout="grid gap-10 twocol:grid-cols-[5fr_7fr] twocol:gap-16">
      <div>
        <div className="twocol:sticky twocol:top-8">
          <SectionHeading eyebrow={props.eyebrow} title={props.title} />
          <SiteImage
            image={props.image}
            // Right below a text-only hero this illustration is the largest element of the
            // first screen on a phone (the LCP): load it at once, first.
            priority={index <= 1}
            className="mt-8 h-auto w-full max-w-xs rounded-card twocol:max-w-md"
          />
        </div>
      </div>
      <div>
        <ol className="border-t border-line" data-testid="faq-list">
          {numbers.map((number) => (
            <FaqItem
              key={number}
              group={props.questions}
              number={number}
              link={props.answerLinks?.find((l) => l.question === number)?.link}
            />
          ))}
        </ol>
        <div className="mt-10 rounded-card bg-navy-50 p-7">
          <p className="text-lg text-ink">
            {t(props.priceList.text, {
              price: formatEuro(props.priceList.startingPrice, language),
            })}{' '}
            <SiteLink to={props.priceList.link.to} className="link" data-testid="price-list-link">
              {t(props.priceList.link.label)}
            </SiteLink>
          </p>
          <div className="mt-6">
            <CtaLink cta={props.cta} />
          </div>
        </div>
      </div>
    </SectionFrame>
  );
}
