import type { SolutionData } from './types';
import { useComparisonText } from './use-comparison-text';

/** The numbered "My{product} solution" list (automate, summarise, ... formulate). */
export function SolutionList({ data }: { data: SolutionData }) {
  const text = useComparisonText();
  return (
    <section aria-labelledby="comparison-solution" className="mt-20">
      <h3
        id="comparison-solution"
        className="text-2xl font-bold tracking-tight text-balance break-words twocol:text-3xl"
      >
        {text(data.heading)}
      </h3>
      {data.intro && <p className="mt-4 max-w-prose text-lg text-muted">{text(data.intro)}</p>}
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
              <h4 className="text-lg font-bold">{text(item.title)}</h4>
              <p className="mt-1 text-sm text-muted">{text(item.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
