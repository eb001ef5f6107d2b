import { useTranslation } from 'react-i18next';
import type { NewsArticleProps } from '../../../generated/content-types';
import { shareLinks } from '../../lib/articles/share-links';
import { CopyLinkButton } from './copy-link-button';
import { LinkedInIcon, XIcon } from './share-icons';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-navy-900 px-4 py-2 text-sm font-semibold text-navy-900 transition-colors duration-(--duration-ui) hover:bg-navy-900 hover:text-white';

/** Share on X (Twitter), on LinkedIn (both with the encoded page URL), or copy the link. */
export function ShareBar({
  labels,
  url,
  title,
}: {
  labels: NewsArticleProps['share'];
  url: string;
  title: string;
}) {
  const { t } = useTranslation();
  const links = shareLinks(url, title);
  const newTab = t('external-link.newTab');
  return (
    <section aria-labelledby="share-title" className="border-t border-line pt-8">
      <h2 id="share-title" className="text-sm font-semibold uppercase tracking-widest text-muted">
        {t(labels.title)}
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={links.twitter} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <XIcon />
          <span>{t(labels.twitter)}</span>
          <span className="sr-only"> {newTab}</span>
        </a>
        <a href={links.linkedIn} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <LinkedInIcon />
          <span>{t(labels.linkedIn)}</span>
          <span className="sr-only"> {newTab}</span>
        </a>
        <CopyLinkButton url={url} label={t(labels.copy)} copiedLabel={t(labels.copied)} />
      </div>
    </section>
  );
}
