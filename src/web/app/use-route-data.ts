import { useRouteLoaderData } from 'react-router-dom';
import type { RouteData } from './route-data';

export function useRouteData(): RouteData {
  const data = useRouteLoaderData('page') as RouteData | undefined;
  if (!data) throw new Error('useRouteData outside the page route');
  return data;
}
