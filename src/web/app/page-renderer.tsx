import { SectionAnchor } from '../components/section-frame';
import type { PageData } from './page-types';
import { SectionErrorBoundary } from './section-error-boundary';
import { getLoadedSection } from './section-loader';
import { UnknownSection } from './unknown-section';

/** page -> sections -> registry -> components, in the order of the page file. */
export function PageRenderer({
  page,
  sectionData,
  pageFile,
}: {
  page: PageData;
  sectionData: readonly unknown[];
  pageFile: string;
}) {
  return (
    <>
      {page.sections.map((section, index) => {
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
      })}
    </>
  );
}
