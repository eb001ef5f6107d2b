import { useMemo } from 'react';
import type { ComparisonTabsProps } from '../../../generated/content-types';
import { PricingNote } from '../../components/pricing-note';
import { BareSectionFrame } from '../../components/section-frame';
import { useComparisonTabStore } from '../../stores/comparison-tab-store';
import type { SectionComponentProps } from '../section-definition';
import { ComparisonPanel } from './comparison-panel';
import { panelId, TabList, tabId } from './tab-list';
import { useTabInUrl } from './use-tab-in-url';

/**
 * SPEC §2 "Comparison": tabs enterprise (default), branchen, selfService. The selected tab
 * lives in the zustand store and in ?tab=; only its panel's content is rendered.
 */
export function ComparisonTabs({ props }: SectionComponentProps<ComparisonTabsProps>) {
  const storeTab = useComparisonTabStore((s) => s.tab);
  const setTab = useComparisonTabStore((s) => s.setTab);
  const tabIds = useMemo(() => props.tabs.map((tab) => tab.id), [props.tabs]);
  useTabInUrl(tabIds);
  const selected = props.tabs.find((tab) => tab.id === storeTab) ?? props.tabs[0];
  // The schema requires a tab (minItems 1); the generated type is a plain list.
  if (!selected) return null;
  return (
    <BareSectionFrame tone="white" className="py-14 twocol:py-20">
      <div className="mx-auto max-w-content px-5">
        <TabList label={props.label} tabs={props.tabs} selected={selected.id} onSelect={setTab} />
        {props.tabs.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== selected.id}
            // The panel is the Tab stop after the tab list (WAI-ARIA tabs pattern).
            tabIndex={0}
            className="mt-12 rounded-card focus-visible:outline-offset-8"
          >
            {tab.id === selected.id && <ComparisonPanel tab={tab} scrollStep={props.scrollStep} />}
          </div>
        ))}
        {/* Below the panels, so it applies to the prices of every tab. */}
        {props.pricingNote && <PricingNote note={props.pricingNote} className="mt-12 max-w-3xl" />}
      </div>
    </BareSectionFrame>
  );
}
