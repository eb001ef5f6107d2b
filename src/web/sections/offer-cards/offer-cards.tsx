import type { OfferCardsProps } from '../../../generated/content-types';
import { PricingNote } from '../../components/pricing-note';
import { SectionFrame } from '../../components/section-frame';
import { SectionHeading } from '../../components/section-heading';
import type { SectionComponentProps } from '../section-definition';
import { OfferCard } from './offer-card';

const GRID_COLUMNS = {
  1: '',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 twocol:grid-cols-3',
  4: 'md:grid-cols-2 twocol:grid-cols-4',
} as const;

/** Product cards; a single card sits beside the heading on wide screens. */
export function OfferCards({ props }: SectionComponentProps<OfferCardsProps>) {
  const single = props.cards.length === 1;
  const columns = GRID_COLUMNS[props.cards.length as keyof typeof GRID_COLUMNS];
  // A single card: top-aligned beside the heading, which stays in view (a short text centred
  // beside a tall price card left a hole, issue 21.6).
  const layout = single ? 'grid items-start gap-10 twocol:grid-cols-[1fr_28rem] twocol:gap-16' : '';
  return (
    <SectionFrame tone="tinted" layout={layout}>
      <div className={single ? 'twocol:sticky twocol:top-24 twocol:pt-6' : undefined}>
        <SectionHeading eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle} />
      </div>
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
