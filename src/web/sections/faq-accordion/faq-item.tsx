import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CallToAction } from '../../../generated/content-types';
import { ChevronDownIcon } from '../../components/content-icons';
import { SiteLink } from '../../components/site-link';
import { useFaqStore } from '../../stores/faq-store';
import { questionKey } from './count-questions';

interface FaqItemProps {
  group: string;
  number: number;
  link?: CallToAction | undefined;
}

/** Keeps the FAQ store in step with a disclosure, however it was toggled (mouse or keyboard). */
function RecordOpenState({ number, open }: { number: number; open: boolean }) {
  const setOpen = useFaqStore((s) => s.setOpen);
  useEffect(() => setOpen(number, open), [number, open, setOpen]);
  return null;
}

/**
 * One question of the WAI-ARIA accordion: a heading holding the button that shows the answer.
 * The open set lives in the FAQ store, so it survives leaving the page and coming back: each
 * disclosure starts from it and reports every change back to it.
 */
export function FaqItem({ group, number, link }: FaqItemProps) {
  const { t } = useTranslation();
  const initiallyOpen = useFaqStore((s) => s.openQuestions.has(number));
  const answerKey = questionKey(group, number, 'answer');
  return (
    <Disclosure as="li" defaultOpen={initiallyOpen} className="border-b border-line">
      {({ open }) => (
        <>
          <RecordOpenState number={number} open={open} />
          <h3>
            <DisclosureButton
              className="group flex w-full items-start gap-4 py-5 text-left text-lg font-semibold text-navy-950 hover:text-accent"
              data-testid="faq-question"
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-navy-100 text-sm font-bold text-navy-900"
              >
                {number}
              </span>
              <span className="flex-1">{t(questionKey(group, number, 'question'))}</span>
              <ChevronDownIcon className="mt-1 h-5 w-5 shrink-0 transition-transform duration-(--duration-ui) group-data-open:rotate-180" />
            </DisclosureButton>
          </h3>
          {/* Always in the HTML (answers are prerendered for search engines); `hidden` when closed. */}
          <DisclosurePanel
            static
            hidden={!open}
            className="pb-6 pl-11 text-muted"
            data-testid="faq-answer"
          >
            <p>
              {/* A <pagelink>…</pagelink> in the answer text becomes the page file's link
                  (answer 9). Not <link>: HTML parsers treat that name as an empty element. */}
              <Trans
                i18nKey={answerKey}
                components={link ? { pagelink: <SiteLink to={link.to} className="link" /> } : {}}
              />
            </p>
            {link && !t(answerKey).includes('<pagelink>') && (
              <p className="mt-3">
                <SiteLink to={link.to} className="link">
                  {t(link.label)}
                </SiteLink>
              </p>
            )}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
