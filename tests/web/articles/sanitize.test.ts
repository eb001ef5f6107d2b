// @vitest-environment jsdom
// DOMPurify needs a complete DOM; happy-dom's parser lets scripts through, so this file runs in jsdom.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitize as sanitizeInBrowser } from '../../../src/web/lib/articles/purifier-browser';
import { sanitize as sanitizeInNode } from '../../../src/web/lib/articles/purifier-node';
import { sanitizeArticleHtml } from '../../../src/web/lib/articles/sanitize-article-html';
import { PROJECT_ROOT } from '../../helpers/temp-project';

const hostile = [
  '<p>Hello</p><script>alert(1)</script>',
  '<p onclick="steal()">Hi <img src=x onerror="steal()"></p>',
  '<p><a href="javascript:alert(1)">click</a> <a href="jav&#x61;script:alert(1)">again</a></p>',
  '<iframe src="https://evil.example"></iframe><p style="color:red" class="x">text</p>',
].join('');

describe('article HTML is sanitised (DOMPurify, same rules on server and browser)', () => {
  for (const [side, sanitize] of [
    ['server (jsdom)', sanitizeInNode],
    ['browser (window)', sanitizeInBrowser],
  ] as const) {
    it(`${side}: no script, handler, javascript: URL or foreign tag survives`, () => {
      const clean = sanitize(hostile);
      expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<img|<iframe|style=|class=/i);
      expect(clean).toContain('<p>Hello</p>');
      expect(clean).toContain('<a>click</a>');
    });

    it(`${side}: keeps the allowed tags and links`, () => {
      const html =
        '<h2>T</h2><p>A <strong>b</strong> <em>c</em> <a href="https://example.org/?a=1&amp;b=2">d</a> <a href="/en/contact">e</a></p><ul><li>x</li></ul><blockquote>„q“</blockquote>';
      expect(sanitize(html)).toBe(html);
    });
  }

  it('leaves every real article unchanged (the validator already rejects what it would remove)', () => {
    for (const language of ['de', 'en']) {
      const dir = join(PROJECT_ROOT, 'pages', 'articles', language);
      for (const file of readdirSync(dir)) {
        const { content } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          content: string;
        };
        expect(sanitizeInNode(content), file).toBe(content);
        expect(sanitizeInBrowser(content), file).toBe(content);
      }
    }
  });

  it('the loader uses the browser sanitiser outside the server build', async () => {
    expect(import.meta.env.SSR).toBe(false);
    expect(await sanitizeArticleHtml('<p onclick="x()">a</p><script>b</script>')).toBe('<p>a</p>');
  });
});
