import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/web/lib/format-figures';
import {
  paymentProductsUrl,
  registerUrl,
  sortPricesAscending,
  toSelfServiceOffers,
  type FallbackProduct,
} from '../../src/web/lib/payment-products';

const APP = 'https://app.prol.example';
const FALLBACK: FallbackProduct[] = [
  { name: 'DraftPro', price: 49, selectedProduct: 'DraftPro' },
  { name: 'WritePro', price: 99, selectedProduct: 'WritePro' },
  { name: 'PublishPro', price: 149, selectedProduct: 'PublishPro' },
];
const FALLBACK_OFFERS = [
  { name: 'DraftPro', price: 49, registerUrl: `${APP}/register?selectedProduct=DraftPro` },
  { name: 'WritePro', price: 99, registerUrl: `${APP}/register?selectedProduct=WritePro` },
  { name: 'PublishPro', price: 149, registerUrl: `${APP}/register?selectedProduct=PublishPro` },
].map((offer) => ({ ...offer, source: 'fallback' }));

describe('payment product URLs (SPEC §7)', () => {
  it('calls the app origin', () => {
    expect(paymentProductsUrl(APP)).toBe(`${APP}/api/api/stripe/products`);
    expect(paymentProductsUrl(`${APP}/`)).toBe(`${APP}/api/api/stripe/products`);
  });

  it('encodes the product name into the register URL', () => {
    expect(registerUrl(APP, 'DraftPro')).toBe(`${APP}/register?selectedProduct=DraftPro`);
    expect(registerUrl(APP, 'Write Pro+ & Co/ä')).toBe(
      `${APP}/register?selectedProduct=Write%20Pro%2B%20%26%20Co%2F%C3%A4`,
    );
  });
});

describe('sortPricesAscending', () => {
  it('sorts by pricePerUnit without changing the input', () => {
    const prices = [{ pricePerUnit: 99 }, { pricePerUnit: 9 }, { pricePerUnit: 49.5 }];
    expect(sortPricesAscending(prices).map((p) => p.pricePerUnit)).toEqual([9, 49.5, 99]);
    expect(prices.map((p) => p.pricePerUnit)).toEqual([99, 9, 49.5]);
  });
});

describe('toSelfServiceOffers', () => {
  it('is loading while the list has not arrived', () => {
    expect(toSelfServiceOffers({}, FALLBACK, APP)).toEqual({ status: 'loading' });
    expect(toSelfServiceOffers({ data: undefined }, FALLBACK, APP)).toEqual({ status: 'loading' });
  });

  it('stays loading for an empty list: the fallback is for an absent one (SPEC §7)', () => {
    expect(toSelfServiceOffers({ data: [] }, FALLBACK, APP)).toEqual({ status: 'loading' });
  });

  it("takes the first three products' names, cheapest price and register links", () => {
    const data = [
      { name: 'Starter', prices: [{ pricePerUnit: 59 }, { pricePerUnit: 39 }] },
      {
        name: 'Team Plus',
        prices: [{ pricePerUnit: 129 }, { pricePerUnit: 89 }, { pricePerUnit: 109 }],
      },
      { name: 'Newsroom', prices: [{ pricePerUnit: 199 }] },
      { name: 'Ignored fourth', prices: [{ pricePerUnit: 1 }] },
    ];
    expect(toSelfServiceOffers({ data }, FALLBACK, APP)).toEqual({
      status: 'ready',
      offers: [
        {
          name: 'Starter',
          price: 39,
          registerUrl: `${APP}/register?selectedProduct=Starter`,
          source: 'app',
        },
        {
          name: 'Team Plus',
          price: 89,
          registerUrl: `${APP}/register?selectedProduct=Team%20Plus`,
          source: 'app',
        },
        {
          name: 'Newsroom',
          price: 199,
          registerUrl: `${APP}/register?selectedProduct=Newsroom`,
          source: 'app',
        },
      ],
    });
  });

  it('falls back to DraftPro 49, WritePro 99, PublishPro 149 when the call fails', () => {
    const result = toSelfServiceOffers({ error: new Error('HTTP 500') }, FALLBACK, APP);
    expect(result).toEqual({ status: 'fallback', offers: FALLBACK_OFFERS });
  });

  it.each([
    ['an object instead of a list', { products: [] }],
    ['null', null],
    ['products without prices', [{ name: 'A', prices: [] }, { name: 'B' }]],
    ['prices that are not numbers', [{ name: 'A', prices: [{ pricePerUnit: '49' }] }]],
    [
      'nameless products',
      [{ prices: [{ pricePerUnit: 10 }] }, { name: ' ', prices: [{ pricePerUnit: 10 }] }],
    ],
  ])('falls back when the answer is %s', (_label, data) => {
    expect(toSelfServiceOffers({ data }, FALLBACK, APP)).toEqual({
      status: 'fallback',
      offers: FALLBACK_OFFERS,
    });
  });

  it('fills a missing or unusable position from the fallback', () => {
    const data = [
      { name: 'Solo', prices: [{ pricePerUnit: 45 }] },
      { name: 'Broken', prices: 'x' },
    ];
    const result = toSelfServiceOffers({ data }, FALLBACK, APP);
    expect(result).toEqual({
      status: 'ready',
      offers: [
        {
          name: 'Solo',
          price: 45,
          registerUrl: `${APP}/register?selectedProduct=Solo`,
          source: 'app',
        },
        FALLBACK_OFFERS[1],
        FALLBACK_OFFERS[2],
      ],
    });
  });

  it('skips unusable prices and keeps the cheapest usable one', () => {
    const data = [
      { name: 'A', prices: [{ pricePerUnit: null }, { pricePerUnit: 70 }, { pricePerUnit: 65 }] },
    ];
    const result = toSelfServiceOffers({ data }, FALLBACK, APP);
    expect(result.status).toBe('ready');
    expect(result.status !== 'loading' && result.offers[0]?.price).toBe(65);
  });
});

describe('formatPrice', () => {
  it('formats EUR for the language shown', () => {
    expect(formatPrice(49, 'de')).toBe('49\u00a0€');
    expect(formatPrice(49, 'en')).toBe('€49');
    expect(formatPrice(1499.5, 'de')).toBe('1.499,50\u00a0€');
    expect(formatPrice(1499.5, 'en')).toBe('€1,499.50');
  });
});
