import { BreakableText } from '../../components/breakable-text';
import { TooltipProvider } from '../../components/tooltip';
import { siteConfig } from '../../site/site-config';
import { useLocalizedPath } from '../../site/use-localized-path';
import { CardRow } from './card-row';
import { staticCardView } from './card-views';
import { PriceExample } from './price-example';
import { SelfServiceCards } from './self-service-cards';
import { SolutionList } from './solution-list';
import type { ComparisonTabData } from './types';
import { UseCase } from './use-case';
import { KEEP_BREAK_POINTS, useComparisonText } from './use-comparison-text';

/** The content of one tab: heading, cards, and the enterprise extras when the page has them. */
export function ComparisonPanel({
  tab,
  scrollStep,
}: {
  tab: ComparisonTabData;
  scrollStep: number;
}) {
  const text = useComparisonText();
  const localize = useLocalizedPath();
  const heading = text(tab.heading);
  return (
    // The cards' tooltips share their timing and show one bubble at a time.
    <TooltipProvider>
      <div className="mb-10 max-w-3xl">
        <h2 className="text-3xl font-bold tracking-tight text-balance break-words twocol:text-4xl">
          <BreakableText text={text(tab.heading, {}, KEEP_BREAK_POINTS)} />
        </h2>
        {tab.intro && (
          <p className="mt-4 text-lg text-muted">
            <BreakableText text={text(tab.intro, {}, KEEP_BREAK_POINTS)} />
          </p>
        )}
      </div>
      {tab.paymentProducts ? (
        <SelfServiceCards id={tab.id} label={heading} cards={tab.cards} scrollStep={scrollStep} />
      ) : (
        <CardRow
          id={tab.id}
          label={heading}
          scrollStep={scrollStep}
          cards={tab.cards.map((card, index) =>
            staticCardView(card, index, { text, localize, appOrigin: siteConfig.appOrigin }),
          )}
        />
      )}
      {tab.useCase && <UseCase data={tab.useCase} />}
      {tab.solution && <SolutionList data={tab.solution} />}
      {tab.priceExample && <PriceExample data={tab.priceExample} />}
    </TooltipProvider>
  );
}
