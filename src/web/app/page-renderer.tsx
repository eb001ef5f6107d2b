import type { PageData } from './page-types';
import { SectionErrorBoundary } from './section-error-boundary';
import { getLoadedSection } from './section-loader';
import { UnknownSection } from './unknown-section';

/** SPEC §2/§9: a hash target is reached 50 px below the top of the window. */
const ANCHOR_OFFSET_CLASS = 'scroll-mt-[50px]';

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
            <div id={section.anchor} className={section.anchor ? ANCHOR_OFFSET_CLASS : undefined}>
              <Section props={section.props as never} index={index} data={sectionData[index]} />
            </div>
          </SectionErrorBoundary>
        );
      })}
    </>
  );
}
