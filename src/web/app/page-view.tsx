import { useRouteData } from './page-route-data';
import { PageRenderer } from './page-renderer';

/** The element of every page route: the page file's sections in order. */
export function PageView() {
  const { page, sectionData, file } = useRouteData();
  return <PageRenderer page={page} sectionData={sectionData} pageFile={file} />;
}
