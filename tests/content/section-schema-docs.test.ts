import { describe, expect, it } from 'vitest';
import {
  examplesPage,
  missingDocumentation,
  sectionProperties,
  SHARED_HEADING_NAMES,
  sharedProperties,
} from '../../src/content/catalogue/section-schemas';
import { readProject } from '../../src/content/node/read-project';
import { readDefsSchema, readSectionSchemas } from '../../src/content/node/section-schema-files';
import { validateProject } from '../../src/content/validate-project';
import { PROJECT_ROOT } from '../helpers/temp-project';

const files = readSectionSchemas(PROJECT_ROOT);
const EXAMPLES_FILE = 'pages/section-examples.json';
const META = {
  title: 'home.meta.title',
  description: 'home.meta.description',
  keywords: 'home.meta.keywords',
  image: '/images/share/prol-share.png',
};

describe('every section schema documents itself (issue 19.4; the catalogue and the visual editor read it)', () => {
  it.each(files.map((f) => [f.type, f] as const))(
    '%s has a title, a description, an example, and words for every property',
    (_type, file) => {
      expect(missingDocumentation(file)).toEqual([]);
    },
  );

  it('the shared properties are described once in defs.schema.json', () => {
    const shared = sharedProperties(readDefsSchema(PROJECT_ROOT));
    for (const name of [...SHARED_HEADING_NAMES, 'tone', 'anchor']) {
      expect(shared[name]?.title, name).toEqual(expect.any(String));
      expect(shared[name]?.description, name).toEqual(expect.any(String));
    }
  });

  it('finds an undocumented property (the check can fail)', () => {
    const schema = {
      title: 'Something',
      description: 'A block.',
      examples: [{}],
      properties: { title: {}, items: { type: 'array', items: { properties: { text: {} } } } },
    };
    expect(missingDocumentation({ type: 'x', schema })).toEqual([
      'x: items has no title',
      'x: items has no description',
      'x: items[].text has no title',
      'x: items[].text has no description',
    ]);
    expect(sectionProperties(schema).map((p) => p.path)).toEqual([
      'title',
      'items',
      'items[].text',
    ]);
  });

  it('every example is valid, as `npm run validate` checks a page: schema, texts in both languages, links, files', () => {
    const input = readProject(PROJECT_ROOT);
    const page = examplesPage(files, '/section-examples', META);
    input.pages.push({ file: EXAMPLES_FILE, text: JSON.stringify(page, null, 2) });
    const report = validateProject(input);
    const ofExamples = report.problems
      .filter((p) => p.file === EXAMPLES_FILE)
      .map((p) => `${p.where ?? p.path}: ${p.message}`);
    expect(ofExamples).toEqual([]);
    expect((page as { sections: unknown[] }).sections).toHaveLength(files.length);
  });

  it('an example with a missing text is reported (the check can fail)', () => {
    const input = readProject(PROJECT_ROOT);
    const broken = [{ type: 'hero', schema: { examples: [{ title: 'home.hero.noSuchText' }] } }];
    input.pages.push({
      file: EXAMPLES_FILE,
      text: JSON.stringify(examplesPage(broken, '/section-examples', META)),
    });
    const problems = validateProject(input).problems.filter((p) => p.file === EXAMPLES_FILE);
    expect(problems.map((p) => p.rule)).toContain('unknown-text-key');
  });
});
