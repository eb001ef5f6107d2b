import { useTranslation } from 'react-i18next';
import type { UseCaseData } from './types';
import { ComparisonPart } from './comparison-part';
import { KEEP_BREAK_POINTS, useComparisonText } from './use-comparison-text';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

type ListData = UseCaseData['challenges'];

function TitledList({ list, marker }: { list: ListData; marker: 'challenge' | 'need' }) {
  const { t } = useTranslation();
  const text = useComparisonText();
  const challenge = marker === 'challenge';
  return (
    <div
      className={`rounded-card p-6 twocol:p-8 ${challenge ? 'border border-line bg-white' : 'bg-navy-950 text-white'}`}
    >
      <h4 className="text-xl font-bold">
        <BreakableText text={t(list.title, WITH_BREAK_POINTS)} />
      </h4>
      <ul className="mt-5 space-y-4">
        {list.items.map((item) => (
          <li key={item} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-2 size-2 shrink-0 rounded-full ${challenge ? 'bg-navy-700' : 'bg-orange-300'}`}
            />
            <span className={challenge ? 'text-ink' : 'text-slate-100'}>
              <BreakableText text={text(item, {}, KEEP_BREAK_POINTS)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The enterprise use case: what teams struggle with, and what they need. */
export function UseCase({ data }: { data: UseCaseData }) {
  return (
    <ComparisonPart id="comparison-use-case" heading={data.heading} intro={data.intro}>
      <div className="mt-8 grid gap-6 twocol:grid-cols-2">
        <TitledList list={data.challenges} marker="challenge" />
        <TitledList list={data.needs} marker="need" />
      </div>
    </ComparisonPart>
  );
}
