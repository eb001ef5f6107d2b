import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tabKeyTarget } from '../../components/tab-keys';
import type { ComparisonTab } from '../../stores/comparison-tab-store';

export const tabId = (tab: ComparisonTab) => `comparison-tab-${tab}`;
export const panelId = (tab: ComparisonTab) => `comparison-panel-${tab}`;

interface TabListProps {
  label: string;
  tabs: readonly { id: ComparisonTab; label: string; shortLabel?: string }[];
  selected: ComparisonTab;
  onSelect: (tab: ComparisonTab) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: ArrowLeft/ArrowRight (wrapping), Home and End move
 * focus and selection; only the selected tab is in the Tab order. Hand-written rather than
 * Headless UI's Tabs, whose server HTML carries inline styles that the CSP blocks
 * (docs/decisions/060-comparison-tabs-hand-written.md).
 */
export function TabList({ label, tabs, selected, onSelect }: TabListProps) {
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t(label)}
      // Below 640 px a segmented control of three equal parts with the short labels, each on one
      // line (issue 37.5: 12 px type below 360 px, where "Self-Service" needs 72 of its 78 px);
      // one row of pills above.
      className="mx-auto grid w-full grid-cols-3 gap-1 rounded-3xl border border-line bg-navy-50 p-1.5 sm:flex sm:w-fit"
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 min-w-0 rounded-[1.25rem] px-1 py-1.5 text-[0.8125rem] leading-tight font-semibold whitespace-nowrap transition-colors max-[359px]:text-xs duration-(--duration-ui) sm:rounded-full sm:px-5 sm:py-2 sm:text-sm twocol:px-7 twocol:text-base ${
              isSelected ? 'bg-navy-900 text-white shadow-sm' : 'text-navy-900 hover:bg-white'
            }`}
          >
            {tab.shortLabel ? (
              <>
                {/* The one shown is the tab's name; the hidden one is not read. */}
                <span className="sm:hidden">{t(tab.shortLabel)}</span>
                <span className="max-sm:hidden">{t(tab.label)}</span>
              </>
            ) : (
              t(tab.label)
            )}
          </button>
        );
      })}
    </div>
  );
}
