/**
 * Addresses reserved for tests (decision 152): a test creates its pages there in a scratch copy
 * (the editor's new-page test makes `/e2e-new-page`), so a test page can never collide with a
 * page the site has or will have. The validator and the editor accept them like any address, so
 * a test can save, check and build its page; the site's own pages never use them
 * (tests/content/reserved-paths.test.ts).
 */
export const TEST_PATH_PREFIX = '/e2e-';

/** Whether a page path (`/e2e-new-page`, `/e2e-x/y`) is reserved for tests. */
export function isTestPath(path: string): boolean {
  return path.startsWith(TEST_PATH_PREFIX);
}
