import { BreakableText } from '../../components/breakable-text';
import type { SolutionData } from './types';
import { ComparisonPart } from './comparison-part';
import { KEEP_BREAK_POINTS, useComparisonText } from './use-comparison-text';

/** The numbered "My{product} solution" list (automate, summarise, ... formulate). */
export function SolutionList({ data }: { data: SolutionData }) {
  const text = useComparisonText();
  return (
    <ComparisonPart id="comparison-solution" heading={data.heading} intro={data.intro}>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 twocol:grid-cols-5">
        {data.items.map((item, index) => (
          <li
            key={item.title}
            className="flex gap-4 rounded-card border border-line bg-white p-5 twocol:flex-col twocol:gap-2"
          >
            <span aria-hidden="true" className="pt-1 text-sm font-bold tabular-nums text-accent">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h4 className="text-lg font-bold">
                <BreakableText text={text(item.title, {}, KEEP_BREAK_POINTS)} />
              </h4>
              <p className="mt-1 text-sm text-muted">
                <BreakableText text={text(item.text, {}, KEEP_BREAK_POINTS)} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </ComparisonPart>
  );
}
