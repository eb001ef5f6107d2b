import { useEffect } from 'react';
import { SiteShell } from '../components/site-shell';
import { applyHead } from './apply-head';
import { PageRenderer } from './page-renderer';
import { useLanguageDetection } from './use-language-detection';
import { usePageHead } from './use-page-head';
import { useRouteData } from './use-route-data';
import { useScrollOnNavigate } from './scroll-on-navigate';

export function PageRoute() {
  const data = useRouteData();
  const head = usePageHead(data);
  useLanguageDetection(data);
  useScrollOnNavigate();
  // Serialised so the effect runs when the head changes, not on every render.
  const serializedHead = JSON.stringify(head);
  useEffect(
    () => applyHead(JSON.parse(serializedHead) as typeof head, data.language),
    [serializedHead, data.language],
  );
  return (
    <SiteShell>
      <PageRenderer page={data.page} />
    </SiteShell>
  );
}
