import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonTab } from '../../stores/comparison-tab-store';

export const tabId = (tab: ComparisonTab) => `comparison-tab-${tab}`;
export const panelId = (tab: ComparisonTab) => `comparison-panel-${tab}`;

interface TabListProps {
  label: string;
  tabs: readonly { id: ComparisonTab; label: string }[];
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
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
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
      // Below 640 px a segmented control of three equal parts, a long label on two lines
      // (hyphenated), rather than three stacked rows (issue 21.8); one row of pills above.
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
            className={`min-h-11 min-w-0 rounded-[1.25rem] px-2 py-1.5 text-[0.8125rem] leading-tight font-semibold text-balance transition-colors duration-(--duration-ui) sm:rounded-full sm:px-5 sm:py-2 sm:text-sm twocol:px-7 twocol:text-base ${
              isSelected ? 'bg-navy-900 text-white shadow-sm' : 'text-navy-900 hover:bg-white'
            }`}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
