import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteContext } from '../../editor/src/site-context';
import { useShownPage } from '../../src/web/site/shown-page';
import type { PageData } from '../../src/web/site/page-types';

/**
 * The editor's trial (2026-11-28): with the preview switched to English the price terms still
 * wrote "Oktober 2025". React Router's RouterProvider keeps the state of the first router it was
 * given, so a new router for another language or page must come with a new provider.
 */
afterEach(cleanup);

function Shown() {
  const { language, path } = useShownPage();
  return <p>{`${language} ${path}`}</p>;
}

const page = { path: '/pricing', meta: {}, sections: [] } as unknown as PageData;
const texts = { de: {}, en: {} };

describe('the preview’s SiteContext', () => {
  it('gives the page the language and address it was last given', () => {
    const view = render(
      <SiteContext language="de" texts={texts} path="/pricing" page={page}>
        <Shown />
      </SiteContext>,
    );
    expect(screen.getByText('de /pricing')).toBeTruthy();
    view.rerender(
      <SiteContext language="en" texts={texts} path="/pricing" page={page}>
        <Shown />
      </SiteContext>,
    );
    expect(screen.getByText('en /pricing')).toBeTruthy();
    view.rerender(
      <SiteContext language="en" texts={texts} path="/faq" page={page}>
        <Shown />
      </SiteContext>,
    );
    expect(screen.getByText('en /faq')).toBeTruthy();
  });
});
