import type { PageData } from './page-types';
import { SectionErrorBoundary } from './section-error-boundary';
import { getLoadedSection } from './section-loader';
import { UnknownSection } from './unknown-section';

/** page -> sections -> registry -> components, in the order of the page file. */
export function PageRenderer({ page }: { page: PageData }) {
  return (
    <>
      {page.sections.map((section, index) => {
        const definition = getLoadedSection(section.type);
        const key = `${index}-${section.type}`;
        if (!definition) return <UnknownSection key={key} type={section.type} />;
        const Section = definition.component;
        return (
          <SectionErrorBoundary key={key} type={section.type}>
            <div id={section.anchor} className={section.anchor ? 'scroll-mt-[50px]' : undefined}>
              <Section props={section.props as never} index={index} />
            </div>
          </SectionErrorBoundary>
        );
      })}
    </>
  );
}
