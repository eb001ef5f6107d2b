import { registerUrl, type ProductOffer } from '../../lib/payment-products';
import type { CardView } from './product-card';
import type { ProductCardData } from './types';
import { KEEP_BREAK_POINTS, type useComparisonText } from './use-comparison-text';

export interface CardViewContext {
  /** Translates a key of the page file (see useComparisonText). */
  text: ReturnType<typeof useComparisonText>;
  localize: (path: string) => string;
  appOrigin: string;
}

/** The 'get started' target: a page of this site, or the app's register page. */
function ctaHref(card: ProductCardData, { localize, appOrigin }: CardViewContext): string {
  if (card.cta.to) return localize(card.cta.to);
  if (card.cta.selectedProduct) return registerUrl(appOrigin, card.cta.selectedProduct);
  return `${appOrigin.replace(/\/+$/, '')}/register`;
}

/** A card of the page file, ready to show. */
export function staticCardView(
  card: ProductCardData,
  index: number,
  context: CardViewContext,
): CardView {
  const { text } = context;
  return {
    key: `${index}-${card.productName}`,
    title: card.title && text(card.title),
    name: text(card.productName),
    // Running text of the card, drawn by BreakableText (product-card.tsx).
    subtitle: card.productSubtitle && text(card.productSubtitle, {}, KEEP_BREAK_POINTS),
    price: card.price,
    priceFrom: card.priceFrom ?? false,
    highlight: card.highlight ?? false,
    cta: {
      label: text(card.cta.label),
      orange: card.cta.orange ?? false,
      href: ctaHref(card, context),
    },
    featureGroups: card.featureGroups,
  };
}

/**
 * A self-service card: name, price and register link from the payment product list (or its
 * fallback); while the list loads, no name or price yet.
 */
export function offerCardView(
  card: ProductCardData,
  index: number,
  offer: ProductOffer | null,
  context: CardViewContext,
): CardView {
  const view = staticCardView(card, index, context);
  if (!offer) return { ...view, name: null, price: null };
  return {
    ...view,
    name: offer.name,
    price: offer.price,
    cta: { ...view.cta, href: offer.registerUrl },
  };
}
