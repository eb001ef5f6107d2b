import { memo } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { keepsView } from './kept-view';
import { useRouteData } from './page-route-data';
import { PageRenderer } from './page-renderer';

/**
 * The element of every page route: the page file's sections in order. After an in-app click to
 * a page's top (a new entry, no #anchor, scroll going to the top), the first section is drawn in
 * the click's render and the rest right after it (decision 214). Hydration, back/forward,
 * anchors and the language switch (which keeps the scroll position) draw the whole page at once,
 * because their scroll position needs the page's full height. Memo: as for the root layout,
 * the router's "loading" state does not draw the page being left again.
 */
export const PageView = memo(function PageView() {
  const { page, sectionData, file } = useRouteData();
  const location = useLocation();
  const navigationType = useNavigationType();
  const topFirst =
    navigationType === NavigationType.Push && !location.hash && !keepsView(location.state);
  return (
    <PageRenderer
      page={page}
      sectionData={sectionData}
      pageFile={file}
      firstSections={topFirst ? 1 : undefined}
      renderKey={location.key}
    />
  );
});
