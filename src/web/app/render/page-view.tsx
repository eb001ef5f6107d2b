import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { keepsView } from '../navigation/kept-view';
import { useShownPage } from '../../site/shown-page';
import type { SectionModules } from '../routing/section-modules';
import { PageRenderer } from './page-renderer';

/**
 * The element of every page route: the page file's sections in order. After an in-app click to
 * a page's top (a new entry, no #anchor, scroll going to the top), the first section is drawn in
 * the click's render and the rest right after it (decision 222). Hydration, back/forward,
 * anchors and the language switch (which keeps the scroll position) draw the whole page at once,
 * because their scroll position needs the page's full height.
 */
export function PageView({ sectionModules }: { sectionModules: SectionModules }) {
  const { page, sectionData, file } = useShownPage();
  const location = useLocation();
  const navigationType = useNavigationType();
  const topFirst =
    navigationType === NavigationType.Push && !location.hash && !keepsView(location.state);
  // A change of the search or hash alone (the comparison's ?tab=, written through the router)
  // is the same page: it keeps the way that page was drawn, or its later sections would be
  // drawn anew (their state and focus lost). Kept in state, the React way to remember
  // something from an earlier render.
  const [drawn, setDrawn] = useState({ pathname: location.pathname, topFirst, key: location.key });
  let shown = drawn;
  if (drawn.pathname !== location.pathname) {
    shown = { pathname: location.pathname, topFirst, key: location.key };
    setDrawn(shown);
  }
  return (
    <PageRenderer
      page={page}
      sectionModules={sectionModules}
      sectionData={sectionData}
      pageFile={file}
      firstSections={shown.topFirst ? 1 : undefined}
      renderKey={shown.key}
    />
  );
}
