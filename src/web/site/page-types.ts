import type { SectionPropsByType, SectionType } from '../../generated/content-types';

/** A page file as the app reads it (the shape schema/page.schema.json guarantees). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** The page's own share picture; without it the build draws one (decision 250). */
  image?: string;
  robots?: 'index' | 'noindex';
}

export type PageSection = {
  // `until`: the site data has already left out a section whose day has passed (end-dates.ts).
  [K in SectionType]: { type: K; anchor?: string; until?: string; props: SectionPropsByType[K] };
}[SectionType];

export interface PageData {
  path: string;
  aliases?: string[];
  meta: PageMeta;
  sections: PageSection[];
}
