import { siteConfig } from '../../site/site-config';
import { toSelfServiceOffers, type FallbackProduct } from '../../lib/payment-products';
import { useLocalizedPath } from '../../site/use-localized-path';
import { usePaymentProducts } from '../../lib/use-payment-products';
import { CardRow } from './card-row';
import { offerCardView, type CardViewContext } from './card-views';
import type { ProductCardData } from './types';
import { useComparisonText } from './use-comparison-text';

interface SelfServiceCardsProps {
  id: string;
  label: string;
  cards: readonly ProductCardData[];
  scrollStep: number;
}

/**
 * Self service (SPEC §7): the first products of the app's payment product list, with the page
 * file's cards (DraftPro 49, WritePro 99, PublishPro 149) as the fallback and for the features.
 */
export function SelfServiceCards({ id, label, cards, scrollStep }: SelfServiceCardsProps) {
  const text = useComparisonText();
  const localize = useLocalizedPath();
  const response = usePaymentProducts(siteConfig.appOrigin);
  const fallback: FallbackProduct[] = cards.map((card) => ({
    name: text(card.productName),
    price: card.price,
    selectedProduct: card.cta.selectedProduct ?? text(card.productName),
  }));
  const offers = toSelfServiceOffers(response, fallback, siteConfig.appOrigin);
  const context: CardViewContext = { text, localize, appOrigin: siteConfig.appOrigin };
  const views = cards.map((card, index) =>
    offerCardView(
      card,
      index,
      offers.status === 'loading' ? null : (offers.offers[index] ?? null),
      context,
    ),
  );
  return (
    <div data-offers={offers.status}>
      <CardRow id={id} label={label} cards={views} scrollStep={scrollStep} />
    </div>
  );
}
