import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDemoProps } from '../../../generated/content-types';
import { tabKeyTarget } from '../../components/tab-keys';
import { DraftView } from './draft-view';

interface DemoDraftsProps {
  drafts: ProductDemoProps['drafts'];
  idPrefix: string;
}

/**
 * The window's right side: one WAI-ARIA tab per draft, automatic activation (arrows, Home, End).
 * Every panel is rendered, in one grid cell, the hidden ones invisible: the cell is as tall as
 * the longest draft, so a switch moves nothing (decision 237). Without scripting the tabs go and
 * the drafts stand one below the other. The choice is not in the URL (decision 236).
 */
export function DemoDrafts({ drafts, idPrefix }: DemoDraftsProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const headingId = `${idPrefix}output`;
  const tabId = (index: number) => `${idPrefix}tab-${index}`;
  const panelId = (index: number) => `${idPrefix}panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, drafts.length);
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };

  return (
    <div className="min-w-0 px-4 py-5 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-navy-900">
          {t('product-demo.output')}
        </h3>
        <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-success">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-success" />
          {t('product-demo.status')}
        </p>
      </div>
      <div
        role="tablist"
        aria-labelledby={headingId}
        // Below 768 px two rows of two equal segments, one row of pills above; 12 px type below
        // 360 px keeps "Pressemitteilung" on one line (decision 223: labels do not wrap).
        className="mt-4 grid grid-cols-2 gap-1 rounded-2xl border border-line bg-navy-50 p-1 md:flex md:w-fit md:rounded-full noscript:hidden"
      >
        {drafts.map((draft, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={draft.label}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-controls={panelId(index)}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 min-w-0 rounded-xl px-2 py-1.5 text-sm leading-tight font-semibold transition-colors duration-(--duration-ui) max-[359px]:text-xs md:rounded-full md:px-5 ${
                isSelected ? 'bg-navy-900 text-white shadow-sm' : 'text-navy-900 hover:bg-white'
              }`}
            >
              {t(draft.label)}
            </button>
          );
        })}
      </div>
      <div className="mt-4 grid noscript:gap-4">
        {drafts.map((draft, index) => (
          <DraftView
            key={draft.label}
            draft={draft}
            id={panelId(index)}
            labelledBy={tabId(index)}
            selected={index === selected}
          />
        ))}
      </div>
    </div>
  );
}
