import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../generated/content-types';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { ChevronLeftIcon } from '../../components/icons/icons';
import { focusWhenPossible } from './focus-when-possible';
import { NavEntry, SUB_PANEL_ID } from './nav-entry';

/** Consecutive entries with the same category form one group under its heading. */
function groupByCategory(
  items: readonly NavItem[],
): Array<{ category: string | undefined; items: NavItem[] }> {
  const groups: Array<{ category: string | undefined; items: NavItem[] }> = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.category === item.category) last.items.push(item);
    else groups.push({ category: item.category, items: [item] });
  }
  return groups;
}

/** The second panel (SPEC §2): a back control and the entry's sub-routes in their groups. */
export function NavSubPanel({ parent }: { parent: NavItem }) {
  const { t } = useTranslation();
  const closeSubPanel = useNavPanelStore((s) => s.closeSubPanel);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), [parent.key]);
  const goBack = () => {
    closeSubPanel();
    // On phones the entry is inert until the sub-panel has gone (nav-panel.tsx).
    focusWhenPossible(document.querySelector<HTMLElement>(`[data-nav-key="${parent.key}"]`));
  };
  return (
    <div
      id={SUB_PANEL_ID}
      className="absolute inset-y-0 left-0 flex w-full flex-col overflow-y-auto bg-navy-50 twocol:left-full twocol:w-[22rem] twocol:border-l twocol:border-line"
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <button
          ref={back}
          type="button"
          onClick={goBack}
          className="nav-row w-auto gap-1 px-2 font-semibold"
        >
          <ChevronLeftIcon />
          {t('common.menu.back')}
        </button>
      </div>
      <h2 className="px-6 pt-5 text-xl font-bold text-navy-950">{t(parent.translationKey)}</h2>
      {groupByCategory(parent.subRoutes ?? []).map((group, index) => (
        <section
          key={group.category ?? index}
          className="px-3 pt-4"
          aria-label={group.category ? t(group.category) : undefined}
        >
          {group.category && (
            <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-widest text-muted">
              {t(group.category)}
            </h3>
          )}
          <ul>
            {group.items.map((item) => (
              <li key={item.key}>
                <NavEntry item={item} className="nav-row" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
