import { useAfterNavigation } from './use-after-navigation';
import type { PageRouteData } from '../../site/shown-page';

/** The polite live region that names each new page, with what happens after a navigation. */
export function RouteAnnouncer({ data }: { data: PageRouteData }) {
  const announcement = useAfterNavigation(data);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="">
      {announcement}
    </p>
  );
}
