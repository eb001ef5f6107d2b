import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Where a section stands: its type and its position in the page (decision 153). */
interface Place {
  type: string;
  index: number;
}

/** Outside a page (a component rendered on its own) a section is not the page's first. */
const SectionPlaceContext = createContext<Place>({ type: '', index: 1 });

/** SPEC §2/§9: a hash target is reached 50 px below the top of the window. */
const ANCHOR_OFFSET_CLASS = 'scroll-mt-[50px]';

/**
 * What the page renderer puts around every section, whatever the section draws (one element,
 * several, or nothing, like a countdown whose moment has passed): `data-section` with its type
 * (tests and the editor's preview find sections by it), the anchor a page file gives it
 * (`"anchor": "contact"` for `/#contact`) with its 50 px offset, and its place for the heading
 * level (`SectionTitle`).
 */
export function SectionPlace({
  type,
  index,
  anchor,
  children,
}: Place & { anchor?: string | undefined; children: ReactNode }) {
  const place = useMemo(() => ({ type, index }), [type, index]);
  return (
    <SectionPlaceContext value={place}>
      <div id={anchor} className={anchor ? ANCHOR_OFFSET_CLASS : undefined} data-section={type}>
        {children}
      </div>
    </SectionPlaceContext>
  );
}

/**
 * The level of a section's own heading: 1 (the page's h1) in the first section, 2 below. The one
 * place that rule is written; `SectionTitle` draws it.
 */
export function useSectionHeadingLevel(): 1 | 2 {
  return useContext(SectionPlaceContext).index === 0 ? 1 : 2;
}
