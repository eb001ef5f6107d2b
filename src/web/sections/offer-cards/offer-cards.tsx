import type { OfferCardsProps } from '../../../generated/content-types';
import { PricingNote } from '../../components/pricing-note';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { OfferCard } from './offer-card';

const GRID_COLUMNS = {
  1: '',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 twocol:grid-cols-3',
  4: 'md:grid-cols-2 twocol:grid-cols-4',
} as const;

/** Product cards; a single card sits beside the heading on wide screens. */
export function OfferCards({ props, index }: SectionComponentProps<OfferCardsProps>) {
  const single = props.cards.length === 1;
  const columns = GRID_COLUMNS[props.cards.length as keyof typeof GRID_COLUMNS];
  return (
    <SectionFrame
      type="offer-cards"
      tone="tinted"
      layout={single ? 'grid items-center gap-10 twocol:grid-cols-[1fr_28rem] twocol:gap-16' : ''}
      heading={props}
      index={index}
    >
      <div className={single ? '' : `mt-10 grid gap-6 ${columns}`}>
        {props.cards.map((card) => (
          <OfferCard key={card.name} card={card} />
        ))}
      </div>
      {props.pricingNote && (
        <PricingNote
          note={props.pricingNote}
          className={single ? 'twocol:col-span-2' : 'mt-8 max-w-3xl'}
        />
      )}
    </SectionFrame>
  );
}
