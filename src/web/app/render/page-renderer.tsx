import { SectionPlace } from '../../components/section-place';
import { LaterSections } from './later-sections';
import type { PageData } from '../../site/page-types';
import { SectionErrorBoundary } from './section-error-boundary';
import type { SectionModules } from '../routing/section-modules';
import { UnknownSection } from './unknown-section';

/**
 * page -> sections -> registry -> components, in the order of the page file. With
 * `firstSections`, only that many are drawn in this render and the rest just after it
 * (`renderKey` starts that over for each navigation; page-view.tsx says when).
 */
export function PageRenderer({
  page,
  sectionModules,
  sectionData,
  pageFile,
  firstSections,
  renderKey,
}: {
  page: PageData;
  /** The code of the page's section types (loadSectionModules). */
  sectionModules: SectionModules;
  sectionData: readonly unknown[];
  pageFile: string;
  firstSections?: number;
  renderKey?: string;
}) {
  const rendered = page.sections.map((section, index) => {
    const definition = sectionModules.get(section.type);
    const key = `${index}-${section.type}`;
    if (!definition)
      return <UnknownSection key={key} type={section.type} pageFile={pageFile} index={index} />;
    const Section = definition.component;
    return (
      <SectionErrorBoundary key={key} type={section.type}>
        <SectionPlace type={section.type} index={index} anchor={section.anchor}>
          <Section props={section.props as never} index={index} data={sectionData[index]} />
        </SectionPlace>
      </SectionErrorBoundary>
    );
  });
  if (firstSections === undefined || firstSections >= rendered.length) return <>{rendered}</>;
  return (
    <>
      {rendered.slice(0, firstSections)}
      <LaterSections key={renderKey}>{rendered.slice(firstSections)}</LaterSections>
    </>
  );
}
