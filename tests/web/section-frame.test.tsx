import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSectionSchemas } from '../../src/content/node/section-schema-files';
import { SectionPlace } from '../../src/web/components/section-place';
import { sectionRegistry } from '../../src/web/sections/registry';
import { PROJECT_ROOT } from '../helpers/temp-project';
import { renderInSite } from './support/render-in-site';

/**
 * Decision 153: the page renderer puts `data-section`, the anchor and the section's place around
 * every section (`SectionPlace`), and a section's own heading is the page's h1 only in the first
 * section (`SectionTitle`), whatever the section draws.
 */
afterEach(cleanup);
// No API here: the contact form's topic request waits instead of failing against localhost:3000.
beforeAll(() => vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined)));
afterAll(() => vi.unstubAllGlobals());

/** What a section's `resolveData` step gives, without site data: no articles, no article. */
const EMPTY_DATA: Record<string, unknown> = {
  'news-list': { articles: [] },
  'news-teaser': { articles: [] },
  'news-article': { article: null, paths: {}, related: [] },
};

/** Sections without a heading of their own: they continue the one above (or are a tab set). */
const UNTITLED = new Set(['app-link-notice', 'comparison-tabs', 'legal-details']);

/** A section schema's one example (decision 150). */
const exampleOf = (schema: { examples?: unknown }) =>
  (schema.examples as Array<Record<string, unknown>>)[0] as Record<string, unknown>;

async function renderSection(type: string, props: unknown, index: number) {
  const { default: definition } = await sectionRegistry[type as keyof typeof sectionRegistry]();
  const Section = definition.component;
  return renderInSite(
    <SectionPlace type={type} index={index} anchor="example">
      <Section props={props as never} index={index} data={EMPTY_DATA[type] as never} />
    </SectionPlace>,
    { language: 'en' },
  );
}

describe('SectionPlace: what the renderer puts around each section', () => {
  it('carries the type and the anchor with its 50 px offset, around what the section draws', async () => {
    const [textBlock] = readSectionSchemas(PROJECT_ROOT).filter((s) => s.type === 'text-block');
    const { container } = await renderSection(
      'text-block',
      textBlock && exampleOf(textBlock.schema),
      2,
    );
    const place = container.querySelector('[data-section]');
    expect(place?.getAttribute('data-section')).toBe('text-block');
    expect(place?.id).toBe('example');
    expect(place?.className).toBe('scroll-mt-[50px]');
    expect(place?.firstElementChild?.tagName).toBe('SECTION');
  });
});

describe.each(readSectionSchemas(PROJECT_ROOT))('$type: its heading level', ({ type, schema }) => {
  const example = exampleOf(schema);

  it('is the page’s one h1 in the first section', { timeout: 30_000 }, async () => {
    const { container } = await renderSection(type, example, 0);
    // A countdown whose moment has passed draws nothing.
    const drawn = container.querySelector('[data-section]')?.childElementCount ?? 0;
    expect(container.querySelectorAll('h1')).toHaveLength(!UNTITLED.has(type) && drawn > 0 ? 1 : 0);
  });

  it('is no h1 in a later section', { timeout: 30_000 }, async () => {
    const { container } = await renderSection(type, example, 1);
    expect(container.querySelectorAll('h1')).toHaveLength(0);
  });
});

describe('the heading rule is written once', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(dir, file));
  const web = join(PROJECT_ROOT, 'src', 'web');

  it('no section or component but the shared heading writes an h1', () => {
    const writers = [...files(join(web, 'sections')), ...files(join(web, 'components'))]
      .filter((file) => /['"<]h1\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(PROJECT_ROOT, file));
    expect(writers, 'draw a section’s own heading with SectionTitle').toEqual([
      'src/web/components/section-heading.tsx',
    ]);
  });
});
