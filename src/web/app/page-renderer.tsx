import { SectionAnchor } from '../components/section-frame';
import { LaterSections } from './later-sections';
import type { PageData } from './page-types';
import { SectionErrorBoundary } from './section-error-boundary';
import { getLoadedSection } from './section-loader';
import { UnknownSection } from './unknown-section';

/**
 * page -> sections -> registry -> components, in the order of the page file. With
 * `firstSections`, only that many are drawn in this render and the rest just after it
 * (`renderKey` starts that over for each navigation; page-view.tsx says when).
 */
export function PageRenderer({
  page,
  sectionData,
  pageFile,
  firstSections,
  renderKey,
}: {
  page: PageData;
  sectionData: readonly unknown[];
  pageFile: string;
  firstSections?: number;
  renderKey?: string;
}) {
  const sections = page.sections.map((section, index) => {
    const definition = getLoadedSection(section.type);
    const key = `${index}-${section.type}`;
    if (!definition)
      return <UnknownSection key={key} type={section.type} pageFile={pageFile} index={index} />;
    const Section = definition.component;
    return (
      <SectionErrorBoundary key={key} type={section.type}>
        <SectionAnchor id={section.anchor}>
          <Section props={section.props as never} index={index} data={sectionData[index]} />
        </SectionAnchor>
      </SectionErrorBoundary>
    );
  });
  if (firstSections === undefined || firstSections >= sections.length) return <>{sections}</>;
  return (
    <>
      {sections.slice(0, firstSections)}
      <LaterSections key={renderKey}>{sections.slice(firstSections)}</LaterSections>
    </>
  );
}
