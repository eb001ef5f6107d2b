import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../src/content/locales';
import type { ProductDemoProps } from '../../src/generated/content-types';
import { ProductDemo } from '../../src/web/sections/product-demo/product-demo';
import { allTexts, withTexts } from './support/render-in-site';

/**
 * Issue 37.2: the product at work. One input and every draft ProL writes from it, in WAI-ARIA
 * tabs, all of them in the server HTML, in both languages, on the pages that show it.
 */
const root = join(import.meta.dirname, '..', '..');
const demoOn = (file: string): ProductDemoProps => {
  const page = JSON.parse(readFileSync(join(root, 'pages', file), 'utf8')) as {
    sections: { type: string; props: unknown }[];
  };
  const section = page.sections.find((s) => s.type === 'product-demo');
  if (!section) throw new Error(`pages/${file} has no product-demo section`);
  return section.props as ProductDemoProps;
};

/** The text of a key in a language, straight from the locale files. */
function text(language: Language, key: string): string {
  let value: unknown = allTexts(language);
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text "${key}" in ${language}`);
  return value;
}

const draftKeys = (draft: ProductDemoProps['drafts'][number]) =>
  [draft.title, draft.lead, ...draft.paragraphs].filter((key): key is string => !!key);

const tabs = () => screen.getAllByRole('tab');
const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
/** The panel a tab controls, found by the tab's aria-controls. */
const panelOf = (tab: HTMLElement) =>
  document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;

afterEach(cleanup);

describe.each([
  ['home.json', 'de'],
  ['home.json', 'en'],
  ['products.json', 'de'],
  ['products.json', 'en'],
] as const)('product demo of pages/%s in %s', (file, language) => {
  const props = demoOn(file);

  it('shows the input and one tab with a panel per draft, the first selected', () => {
    render(withTexts(<ProductDemo props={props} index={1} data={undefined} />, language));
    const input = screen.getByRole('heading', { name: text(language, 'product-demo.input') });
    expect(input.tagName).toBe('H3');
    for (const key of [props.input.kind, props.input.title, ...props.input.points])
      expect(document.body.textContent).toContain(text(language, key));

    const list = screen.getByRole('tablist');
    expect(list.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: text(language, 'product-demo.output') }).id,
    );
    expect(tabs().map((tab) => tab.textContent)).toEqual(
      props.drafts.map((draft) => text(language, draft.label)),
    );
    expect(props.drafts.length).toBeGreaterThanOrEqual(4);
    for (const [index, tab] of tabs().entries()) {
      const panel = panelOf(tab);
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(tab.getAttribute('aria-selected')).toBe(String(index === 0));
      expect(tab.tabIndex).toBe(index === 0 ? 0 : -1);
      // Every draft is rendered, selected or not: what search engines and no-JS visitors read.
      const draft = props.drafts[index]!;
      for (const key of draftKeys(draft)) expect(panel.textContent).toContain(text(language, key));
      expect(panel.dataset.selected).toBe(String(index === 0));
      // Only the shown draft is a Tab stop (the hidden ones keep their place, decision 237).
      expect(panel.tabIndex).toBe(index === 0 ? 0 : -1);
    }
  });

  it('switches drafts by click and by ArrowRight, ArrowLeft, Home and End', () => {
    render(withTexts(<ProductDemo props={props} index={1} data={undefined} />, language));
    const last = props.drafts.length - 1;
    fireEvent.click(tabs()[2]!);
    expect(selectedTab()).toBe(tabs()[2]);
    expect(panelOf(tabs()[2]!).dataset.selected).toBe('true');
    expect(panelOf(tabs()[0]!).dataset.selected).toBe('false');

    act(() => tabs()[2]!.focus());
    fireEvent.keyDown(tabs()[2]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs()[3]);
    expect(document.activeElement).toBe(tabs()[3]);
    fireEvent.keyDown(tabs()[3]!, { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(tabs()[2]);
    fireEvent.keyDown(tabs()[2]!, { key: 'End' });
    expect(selectedTab()).toBe(tabs()[last]);
    fireEvent.keyDown(tabs()[last]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs()[0]);
    expect(document.activeElement).toBe(tabs()[0]);
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(tabs()[last]);
    fireEvent.keyDown(tabs()[last]!, { key: 'Home' });
    expect(selectedTab()).toBe(tabs()[0]);
    // Only the selected tab is in the Tab order, and only its panel is shown.
    expect(tabs().filter((tab) => tab.tabIndex === 0)).toEqual([tabs()[0]]);
    const shown = screen.getAllByRole('tabpanel').filter((p) => p.dataset.selected === 'true');
    expect(shown).toHaveLength(1);
    expect(
      within(shown[0]!).getByText(text(language, draftKeys(props.drafts[0]!)[0]!)),
    ).toBeTruthy();
  });

  it('puts every draft, the tabs’ ARIA links and no inline style into the server HTML', () => {
    const html = renderToString(
      withTexts(<ProductDemo props={props} index={1} data={undefined} />, language),
    );
    // The CSP (style-src 'self') blocks inline styles in server HTML (decision 060).
    expect(html).not.toMatch(/\sstyle="/);
    const container = document.createElement('div');
    container.innerHTML = html;
    const serverTabs = [...container.querySelectorAll('[role="tab"]')];
    expect(serverTabs).toHaveLength(props.drafts.length);
    for (const [index, tab] of serverTabs.entries()) {
      const panel = container.querySelector(`[id="${tab.getAttribute('aria-controls')}"]`);
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      for (const key of draftKeys(props.drafts[index]!))
        expect(panel?.textContent).toContain(text(language, key));
    }
  });
});
