import { absoluteUrl, organizationId, type HeadContext, type JsonLd } from './head-context';

interface PricedItem {
  name: string;
  tagline?: string | undefined;
  /** Euros per month; none for "price on request". */
  price?: number | undefined;
}

/**
 * On a page with a price list (a plan table): a schema.org Product with an Offer (EUR per month)
 * for each plan and each offer card that shows a price, from the same props the page renders
 * them from. An offer "on request" has no price, and an Offer without one is not a valid
 * product offer for search engines: it is a Service, named and described, without a price
 * (decision 252).
 */
export function priceList(context: HeadContext): JsonLd[] {
  const sections = context.page.sections;
  if (!sections.some((section) => section.type === 'plan-table')) return [];
  const items: PricedItem[] = [];
  for (const section of sections) {
    if (section.type === 'plan-table') items.push(...section.props.plans);
    if (section.type === 'offer-cards') items.push(...section.props.cards);
  }
  const url = absoluteUrl(context, context.page.path);
  return items.map((item) => {
    const name = context.text(item.name) ?? item.name;
    const description = item.tagline ? context.text(item.tagline) : undefined;
    const common = {
      '@context': 'https://schema.org',
      name,
      ...(description ? { description } : {}),
      url,
    };
    if (item.price === undefined)
      return { ...common, '@type': 'Service', provider: { '@id': organizationId(context) } };
    return {
      ...common,
      '@type': 'Product',
      brand: { '@type': 'Brand', name: context.site.productName },
      offers: {
        '@type': 'Offer',
        price: item.price,
        priceCurrency: 'EUR',
        // Per month: a unit price with the UN/CEFACT code for a month.
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: item.price,
          priceCurrency: 'EUR',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        url,
      },
    };
  });
}
