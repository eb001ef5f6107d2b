import { useTranslation } from 'react-i18next';
import type { LegalDetailsProps } from '../../../generated/content-types';
import { BareSectionFrame } from '../../components/section-frame';
import { siteConfig } from '../../site/site-config';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

type LegalDetailsLine = LegalDetailsProps['groups'][number]['rows'][number]['lines'][number];

/** The imprint's company facts (SPEC §2 Imprint) as description lists. */
export function LegalDetails({ props }: SectionComponentProps<LegalDetailsProps>) {
  const { t } = useTranslation();
  // A line is data written the same in both languages, or a text key ("Wien" / "Vienna").
  // The company's address is kept once, in pages/site.json (decision 131).
  const text = (line: LegalDetailsLine) =>
    typeof line === 'string' ? line : 'site' in line ? siteConfig.contactEmail : t(line.text);
  const href = (row: LegalDetailsProps['groups'][number]['rows'][number]) =>
    row.href ??
    (row.lines.some((line) => typeof line === 'object' && 'site' in line)
      ? `mailto:${siteConfig.contactEmail}`
      : undefined);
  return (
    <BareSectionFrame tone="white">
      <div className="mx-auto grid max-w-content gap-10 px-5 py-16 twocol:grid-cols-2">
        {props.groups.map((group) => (
          <div key={group.title} className="rounded-card border border-line p-6">
            <h2 className="text-xl font-bold text-navy-950">
              <BreakableText text={t(group.title, WITH_BREAK_POINTS)} />
            </h2>
            <dl className="mt-4 divide-y divide-line">
              {group.rows.map((row) => (
                <div
                  key={row.label}
                  className="grid gap-1 py-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]"
                >
                  <dt className="font-semibold text-ink">
                    <BreakableText text={t(row.label, WITH_BREAK_POINTS)} />
                  </dt>
                  <dd className="text-muted wrap-anywhere">
                    {href(row) ? (
                      <a className="link" href={href(row)}>
                        {row.lines.map(text).join(', ')}
                      </a>
                    ) : (
                      row.lines.map(text).map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </BareSectionFrame>
  );
}
