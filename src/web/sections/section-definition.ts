import type { ComponentType } from 'react';
import type { SectionPropsByType, SectionType } from '../../generated/content-types';

/** What every section component receives: its props from the page file, and its place. */
export interface SectionComponentProps<P> {
  props: P;
  /** Position in the page; the first section renders the page's h1. */
  index: number;
}

export interface SectionDefinition<K extends SectionType = SectionType> {
  type: K;
  component: ComponentType<SectionComponentProps<SectionPropsByType[K]>>;
}

/** Typed helper for a section folder's index.ts: a component that does not fit its schema fails tsc. */
export function defineSection<K extends SectionType>(
  type: K,
  component: ComponentType<SectionComponentProps<SectionPropsByType[K]>>,
): SectionDefinition<K> {
  return { type, component };
}
