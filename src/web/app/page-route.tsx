import { useEffect } from 'react';
import { SiteShell } from '../components/site-shell';
import { useTexts } from '../lib/use-texts';
import { useInPageAnchors } from './in-page-anchors';
import { PageRenderer } from './page-renderer';
import { useLanguageDetection } from './use-language-detection';
import { usePageHead } from './use-page-head';
import { useRouteData } from './use-route-data';

export function PageRoute() {
  const data = useRouteData();
  const { t } = useTexts();
  usePageHead(data, t);
  useLanguageDetection(data);
  useInPageAnchors();
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
