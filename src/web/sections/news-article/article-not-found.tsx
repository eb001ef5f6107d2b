import { useTranslation } from 'react-i18next';
import type { NewsArticleProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';

/** SPEC §8: "Article Not Found", the explanation and a button back to the news. */
export function ArticleNotFound({ props }: { props: NewsArticleProps['notFound'] }) {
  const { t } = useTranslation();
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-3xl px-5 py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-navy-900" aria-hidden="true">
          {t(props.eyebrow)}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{t(props.title)}</h1>
        <p className="mt-4 text-lg text-muted">{t(props.text)}</p>
        <CtaLink cta={props.cta} className="mt-8" />
      </div>
    </section>
  );
}
