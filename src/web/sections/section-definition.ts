import type { ComponentType } from 'react';
import type { Language } from '../../content/locales';
import type { SectionPropsByType, SectionType } from '../../generated/content-types';
import type { HeadOverrides } from '../site/head-overrides';

/** What every section component receives: its props from the page file, its place, its data. */
export interface SectionComponentProps<P, D = undefined> {
  props: P;
  /** Position in the page; the first section renders the page's h1. */
  index: number;
  /** What the section's `resolveData` step returned (undefined for sections without one). */
  data: D;
}

/**
 * What a section's `resolveData` step may read: the route's language and URL parameters, site
 * data.
 */
export interface ResolveDataContext<P> {
  props: P;
  language: Language;
  params: Readonly<Record<string, string | undefined>>;
  /** A site-data file (src/content/site-data.ts), or null when there is none. */
  getJson: <T>(url: string) => Promise<T | null>;
}

/** The result of a `resolveData` step: the section's data, and what it changes about the page. */
export interface ResolvedData<D> {
  data: D;
  /** The page is a "not found" page (status 404 in the prerender, noindex). */
  notFound?: boolean;
  /** Title, description, URLs... taken from the data instead of the page file (articles). */
  head?: HeadOverrides;
}

export interface SectionDefinition<K extends SectionType = SectionType, D = unknown> {
  type: K;
  component: ComponentType<SectionComponentProps<SectionPropsByType[K], D>>;
  /**
   * Data beyond the props, resolved by the route's loader before the page renders (named after
   * Puck's `resolveData`, the same idea): on the server for the prerender, in the browser for a
   * navigation.
   */
  resolveData?: (context: ResolveDataContext<SectionPropsByType[K]>) => Promise<ResolvedData<D>>;
}

/** Typed helper for a section folder's index.ts: a component that does not fit its schema fails tsc. */
export function defineSection<K extends SectionType, D = undefined>(
  type: K,
  component: ComponentType<SectionComponentProps<SectionPropsByType[K], D>>,
  resolveData?: SectionDefinition<K, D>['resolveData'],
): SectionDefinition<K, D> {
  return resolveData ? { type, component, resolveData } : { type, component };
}
