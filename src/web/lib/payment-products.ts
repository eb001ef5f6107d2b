/**
 * The self-service cards' products from the app's payment product list (SPEC §7): prices sorted
 * ascending by pricePerUnit, the first price shown, a register link per product, "Loading..."
 * for an empty list and the fallback products when the list is absent or holds nothing usable.
 * Pure, so it is unit-tested.
 */

export const PAYMENT_PRODUCTS_PATH = '/api/api/stripe/products';

export interface PaymentPrice {
  /** EUR per month, as the endpoint sends it. */
  pricePerUnit: number;
}

export interface PaymentProduct {
  name: string;
  prices: PaymentPrice[];
}

/** What a self-service card shows. */
export interface ProductOffer {
  name: string;
  price: number;
  registerUrl: string;
  /** 'app' when it came from the endpoint, 'fallback' from the page file. */
  source: 'app' | 'fallback';
}

/** A card's own product, used when the endpoint has none for its position. */
export interface FallbackProduct {
  name: string;
  price: number;
  /** The product name the app's register page expects, e.g. "DraftPro". */
  selectedProduct: string;
}

export type SelfServiceOffers =
  | { status: 'loading' }
  | { status: 'ready'; offers: ProductOffer[] }
  | { status: 'fallback'; offers: ProductOffer[] };

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export function paymentProductsUrl(appOrigin: string): string {
  return `${withoutTrailingSlash(appOrigin)}${PAYMENT_PRODUCTS_PATH}`;
}

export function registerUrl(appOrigin: string, productName: string): string {
  return `${withoutTrailingSlash(appOrigin)}/register?selectedProduct=${encodeURIComponent(productName)}`;
}

export function sortPricesAscending<T extends PaymentPrice>(prices: readonly T[]): T[] {
  return [...prices].sort((a, b) => a.pricePerUnit - b.pricePerUnit);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPrice(value: unknown): value is PaymentPrice {
  return (
    isRecord(value) &&
    typeof value.pricePerUnit === 'number' &&
    Number.isFinite(value.pricePerUnit) &&
    value.pricePerUnit >= 0
  );
}

/** The endpoint is another system: anything without a name and a usable price is skipped. */
function readProduct(value: unknown): { name: string; price: number } | null {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name.trim() === '') return null;
  if (!Array.isArray(value.prices)) return null;
  const cheapest = sortPricesAscending(value.prices.filter(isPrice))[0];
  return cheapest ? { name: value.name, price: cheapest.pricePerUnit } : null;
}

function fallbackOffer(product: FallbackProduct, appOrigin: string): ProductOffer {
  return {
    name: product.name,
    price: product.price,
    registerUrl: registerUrl(appOrigin, product.selectedProduct),
    source: 'fallback',
  };
}

/**
 * One offer per fallback product (the cards on the page): position i shows the endpoint's
 * product i when it is usable, otherwise the card's own product. 'loading' until the call
 * has answered and while the list it answered is empty (SPEC §7: "Loading..." for an empty
 * list); 'fallback' only when the list is absent: the call failed, the answer is no list, or
 * none of its products could be used.
 */
export function toSelfServiceOffers(
  response: { data?: unknown; error?: unknown },
  fallback: readonly FallbackProduct[],
  appOrigin: string,
): SelfServiceOffers {
  const allFallback = (): SelfServiceOffers => ({
    status: 'fallback',
    offers: fallback.map((product) => fallbackOffer(product, appOrigin)),
  });
  if (response.error !== undefined && response.error !== null) return allFallback();
  if (response.data === undefined) return { status: 'loading' };
  if (!Array.isArray(response.data)) return allFallback();
  if (response.data.length === 0) return { status: 'loading' };
  const products = response.data.slice(0, fallback.length).map(readProduct);
  if (!products.some(Boolean)) return allFallback();
  const offers = fallback.map((product, index): ProductOffer => {
    const fromApp = products[index];
    if (!fromApp) return fallbackOffer(product, appOrigin);
    const { name, price } = fromApp;
    return { name, price, registerUrl: registerUrl(appOrigin, name), source: 'app' };
  });
  return { status: 'ready', offers };
}
