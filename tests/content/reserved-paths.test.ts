import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestPath, TEST_PATH_PREFIX } from '../../src/content/reserved-paths';
import { PROJECT_ROOT } from '../helpers/temp-project';

/** The addresses tests create pages at stay free in the site's own content (decision 152). */
describe('addresses reserved for tests', () => {
  it(`no page of the site has an address starting with ${TEST_PATH_PREFIX}`, () => {
    const dir = join(PROJECT_ROOT, 'pages');
    const taken = readdirSync(dir)
      .filter((file) => file.endsWith('.json') && file !== 'site.json')
      .flatMap((file) => {
        const page = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          path: string;
          aliases?: string[];
        };
        return [page.path, ...(page.aliases ?? [])]
          .filter(isTestPath)
          .map((path) => `pages/${file}: ${path}`);
      });
    expect(taken, `${TEST_PATH_PREFIX}… addresses are for tests; give the page another`).toEqual(
      [],
    );
  });

  it('tells a test address from a site address', () => {
    expect(isTestPath('/e2e-new-page')).toBe(true);
    expect(isTestPath('/careers')).toBe(false);
    expect(isTestPath('/news/e2e-article')).toBe(false);
  });
});
