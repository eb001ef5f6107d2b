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
  // Hydration runs as an interruptible transition (start-client.tsx): this effect runs once the
  // whole page is hydrated and interactive. Tests wait for it; CSS could use it too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteShell>
      <PageRenderer page={data.page} />
    </SiteShell>
  );
}
