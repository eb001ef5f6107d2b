/**
 * What search engines require of each schema.org type the site publishes, after Google's
 * structured-data documentation (developers.google.com/search/docs/appearance/structured-data):
 * FAQPage, Product (snippets), BreadcrumbList, Organization, the WebSite of site names, Article.
 * Each rule returns the properties an object lacks, as paths (`offers.price`).
 */
type Rule = (value: Record<string, unknown>) => string[];

const has = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

const missing = (value: Record<string, unknown>, ...names: string[]) =>
  names.filter((name) => !has(value[name]));

const asList = (value: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );

/** `mainEntity[2].acceptedAnswer.text`-style paths of what a list of objects lacks. */
function lacking(
  list: unknown,
  path: string,
  rule: (item: Record<string, unknown>) => string[],
): string[] {
  return asList(list).flatMap((item, index) =>
    rule(item).map((name) => `${path}[${index}].${name}`),
  );
}

const offer: Rule = (value) => {
  const price = has(value.price) || has(asList(value.priceSpecification)[0]?.price);
  return [...(price ? [] : ['price']), ...missing(value, 'priceCurrency')];
};

export const REQUIRED: Record<string, Rule> = {
  // "FAQPage: mainEntity; Question: name, acceptedAnswer; Answer: text".
  FAQPage: (value) => [
    ...missing(value, 'mainEntity'),
    ...lacking(value.mainEntity, 'mainEntity', (question) => [
      ...missing(question, 'name', 'acceptedAnswer'),
      ...(has(question.acceptedAnswer)
        ? missing(asList(question.acceptedAnswer)[0] ?? {}, 'text').map(
            (n) => `acceptedAnswer.${n}`,
          )
        : []),
    ]),
  ],
  // Product snippets: name, and one of offers, review, aggregateRating; an Offer: its price
  // (or priceSpecification.price) and priceCurrency.
  Product: (value) => [
    ...missing(value, 'name'),
    ...(has(value.offers) || has(value.review) || has(value.aggregateRating) ? [] : ['offers']),
    ...asList(value.offers).flatMap((item) => offer(item).map((name) => `offers.${name}`)),
  ],
  // BreadcrumbList: itemListElement with at least two ListItems, each with position and name,
  // and item on all but the last.
  BreadcrumbList: (value) => {
    const items = asList(value.itemListElement);
    if (items.length < 2) return ['itemListElement'];
    return items.flatMap((item, index) =>
      missing(item, 'position', 'name', ...(index < items.length - 1 ? ['item'] : [])).map(
        (name) => `itemListElement[${index}].${name}`,
      ),
    );
  },
  // Organization (logo and name in results): name, url, logo.
  Organization: (value) => missing(value, 'name', 'url', 'logo'),
  // Site names: WebSite with name and url.
  WebSite: (value) => missing(value, 'name', 'url'),
  // Article rich results have no required property; headline, image, datePublished and author
  // are what they show, and what the site's articles always have.
  NewsArticle: (value) => missing(value, 'headline', 'image', 'datePublished', 'author'),
  // Not a rich-result type (an offer "on request", decision 252): a name at least.
  Service: (value) => missing(value, 'name'),
};
