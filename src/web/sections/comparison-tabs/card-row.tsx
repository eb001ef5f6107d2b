import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { ChevronIcon } from './comparison-icons';
import { ProductCard, type CardView } from './product-card';
import { useStepScroll } from './use-step-scroll';

interface CardRowProps {
  /** Unique on the page, e.g. "enterprise". */
  id: string;
  /** Accessible name of the row (translated), e.g. the tab's heading. */
  label: string;
  cards: readonly CardView[];
  scrollStep: number;
}

const stepButton =
  'grid size-11 place-items-center rounded-full bg-white text-navy-900 shadow-sm ring-1 ring-line transition-colors duration-(--duration-ui) hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The price cards of a tab. From 1262 px a row that scrolls sideways in fixed steps when the
 * cards do not fit; below it the shared carousel (SPEC §2 "Mobile shows carousels"). Both are
 * rendered and CSS shows one, so server and client markup agree at every width.
 */
export function CardRow({ id, label, cards, scrollStep }: CardRowProps) {
  const { t } = useTranslation();
  const { setRow, overflows, canPrevious, canNext, step } = useStepScroll(scrollStep);
  const rowId = `comparison-row-${id}`;
  return (
    <>
      <div className="hidden twocol:block" data-card-row={id}>
        {overflows && (
          <div className="mb-4 flex justify-end gap-2">
            <button
              type="button"
              className={stepButton}
              onClick={() => step(-1)}
              disabled={!canPrevious}
              aria-controls={rowId}
              aria-label={t('comparison-tabs.scrollPrevious')}
            >
              <ChevronIcon direction="previous" />
            </button>
            <button
              type="button"
              className={stepButton}
              onClick={() => step(1)}
              disabled={!canNext}
              aria-controls={rowId}
              aria-label={t('comparison-tabs.scrollNext')}
            >
              <ChevronIcon direction="next" />
            </button>
          </div>
        )}
        <div
          ref={setRow}
          id={rowId}
          role="group"
          aria-label={label}
          className="flex gap-6 overflow-x-auto px-1 pt-1 pb-4"
        >
          {cards.map((card) => (
            <div key={card.key} className="min-w-84 flex-1">
              <ProductCard card={card} />
            </div>
          ))}
        </div>
      </div>
      <div className="twocol:hidden">
        {/* A fifth of the next card shows: a deliberate peek, not a sliver (issue 21.1). */}
        <Carousel label={label} dots slideClassName="basis-[80%] sm:basis-1/2">
          {cards.map((card) => (
            <ProductCard key={card.key} card={card} />
          ))}
        </Carousel>
      </div>
    </>
  );
}
