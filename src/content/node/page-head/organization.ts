import { absoluteUrl, organizationId, type HeadContext, type JsonLd } from './head-context';

/** The logo search engines show for the organisation (a PNG of public/favicon.svg, 512x512). */
export const LOGO_PATH = '/images/logo-512.png';

type Line = string | { site: 'contactEmail' } | { text: string };

/**
 * The imprint's rows by what they hold: the legal-details section of the page that has one
 * (the imprint). A row is known by its label's last key part (`imprint.rows.address` is the
 * address), as the imprint names them.
 */
function imprintRows(context: HeadContext): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const page of context.pages.values())
    for (const section of page.sections) {
      if (section.type !== 'legal-details') continue;
      for (const group of section.props.groups)
        for (const row of group.rows) {
          const lines = (row.lines as Line[]).map((line) =>
            typeof line === 'string'
              ? line
              : 'site' in line
                ? context.site.contactEmail
                : (context.text(line.text) ?? ''),
          );
          rows.set(row.label.split('.').at(-1) ?? '', lines);
        }
    }
  return rows;
}

/** "Mariahilfer Straße 47/1/12" + "1060 Wien, Österreich" as a schema.org PostalAddress. */
function postalAddress(lines: string[]): JsonLd | null {
  const [street, place] = lines;
  if (!street) return null;
  const parts = /^(\S+)\s+([^,]+),\s*(.+)$/.exec(place ?? '');
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...(parts
      ? { postalCode: parts[1], addressLocality: parts[2], addressCountry: parts[3] }
      : place
        ? { addressLocality: place }
        : {}),
  };
}

/**
 * The home page's schema.org Organization (name, logo, address and e-mail from the imprint)
 * and WebSite. No `sameAs`: the site links to no profile elsewhere (decision 251).
 */
export function organizationAndWebSite(context: HeadContext): JsonLd[] {
  if (context.page.path !== '/') return [];
  const rows = imprintRows(context);
  const legalName = rows.get('name')?.[0];
  const address = postalAddress(rows.get('address') ?? []);
  const home = absoluteUrl(context, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId(context),
      name: context.site.productName,
      ...(legalName ? { legalName } : {}),
      url: home,
      logo: context.site.siteOrigin + LOGO_PATH,
      email: context.site.contactEmail,
      ...(address ? { address } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: context.site.productName,
      url: home,
      inLanguage: context.language,
      publisher: { '@id': organizationId(context) },
    },
  ];
}
