import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/content/problem';
import { validateContentAt } from '../../src/content/node/validate-content';
import { createTempProject } from '../helpers/temp-project';

const DE = 'pages/articles/de/marktstart-prol-self-service.json';
const EN = 'pages/articles/en/prol-self-service-launch.json';

let project: ReturnType<typeof createTempProject>;
beforeEach(() => {
  project = createTempProject();
});
afterEach(() => project.remove());

type ArticleJson = Record<string, unknown> & { content: string };
const readArticle = (file: string) => JSON.parse(project.read(file)) as ArticleJson;
const writeArticle = (file: string, data: unknown) =>
  project.write(file, `${JSON.stringify(data, null, 2)}\n`);
// Only article problems: other pages are being edited by others in the same tree.
const problems = (): Problem[] =>
  validateContentAt(project.root).problems.filter((p) => p.file.startsWith('pages/articles/'));
const line = (p: Problem) => formatProblem(p, false);

describe('article files (pages/articles/<lang>/<slug>.json)', () => {
  it('the real articles pass: five per language, every id in both', () => {
    expect(problems()).toEqual([]);
  });

  it('fails on an id that exists in one language only, at that id', () => {
    rmSync(join(project.root, EN));
    const found = problems();
    expect(found).toHaveLength(1);
    expect(line(found[0] as Problem)).toBe(
      `${DE}:4:9 id: the article "self-service-launch" exists in German only\n` +
        '  add its English version to pages/articles/en/ with "id": "self-service-launch" (or correct a misspelt id)',
    );
  });

  it('fails on a misspelt id in both directions', () => {
    writeArticle(EN, { ...readArticle(EN), id: 'self-service-lanuch' });
    const messages = problems().map((p) => `${p.file} ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `${DE} the article "self-service-launch" exists in German only`,
        `${EN} the article "self-service-lanuch" exists in English only`,
      ]),
    );
  });

  it('fails on a slug used twice in a language, naming the first file', () => {
    const copy = { ...readArticle(DE), id: 'second-launch' };
    project.write('pages/articles/de/zweiter-marktstart.json', JSON.stringify(copy, null, 2));
    writeArticle('pages/articles/en/second-launch.json', {
      ...readArticle(EN),
      id: 'second-launch',
      slug: 'second-launch',
    });
    const found = problems().filter((p) => p.message.includes('already used'));
    expect(found.map(line)).toEqual([
      `pages/articles/de/zweiter-marktstart.json:5:11 slug: the slug "marktstart-prol-self-service" is already used by ${DE}\n` +
        '  every article of a language needs its own slug (its URL)',
    ]);
    expect(problems().map((p) => p.message)).toContain(
      'the slug "marktstart-prol-self-service" differs from the file name "zweiter-marktstart.json"',
    );
  });

  it('fails on a missing image file, with the nearest existing one', () => {
    writeArticle(EN, { ...readArticle(EN), imageUrl: '/images/news/self-service-lunch.svg' });
    const [problem] = problems();
    expect(problem).toMatchObject({ file: EN, path: 'imageUrl' });
    expect(problem?.message).toBe(
      'the file "/images/news/self-service-lunch.svg" does not exist in public/',
    );
    expect(problem?.suggestion).toBe('did you mean "/images/news/self-service-launch.svg"?');
  });

  it('fails on a schema error with its location (a date that is not d.m.yyyy)', () => {
    writeArticle(EN, { ...readArticle(EN), date: '2025-05-15' });
    const [problem] = problems();
    expect(problem).toMatchObject({ file: EN, line: 9, column: 11, path: 'date' });
  });

  it('fails on a day that does not exist', () => {
    writeArticle(EN, { ...readArticle(EN), date: '31.4.2025' });
    expect(problems().map((p) => p.message)).toEqual(['"31.4.2025" is not a real date']);
  });
});

describe('article HTML: nothing that runs code', () => {
  const withContent = (content: string) => {
    writeArticle(EN, { ...readArticle(EN), content });
    return problems();
  };

  it('rejects a <script>, pointing at it inside the content', () => {
    const found = withContent('<p>Hello</p><script>alert(1)</script>');
    expect(found).toHaveLength(1);
    const problem = found[0] as Problem;
    expect(problem.message).toBe('a <script> element is not allowed in article content');
    expect(problem.path).toBe('content');
    const contentLine = project.read(EN).split('\n')[problem.line - 1] ?? '';
    expect(contentLine.slice(problem.column - 1)).toMatch(/^<script>/);
    expect(problem.frame).toContain('^');
  });

  it('counts escaped characters when locating (quotes, \\n, \\u escapes)', () => {
    writeArticle(EN, { ...readArticle(EN), content: '<p>„a“\n</p><script src="x.js"></script>' });
    // Write the quotes as \u escapes: six characters in the file, one in the string.
    project.write(EN, project.read(EN).replace('„a“', '\\u201ea\\u201c'));
    expect(project.read(EN)).toContain('\\u201ea');
    const found = problems();
    const script = found.find((p) => p.message.includes('<script>')) as Problem;
    const contentLine = project.read(EN).split('\n')[script.line - 1] ?? '';
    expect(contentLine.slice(script.column - 1)).toMatch(/^<script/);
  });

  it('rejects event-handler attributes', () => {
    const messages = withContent(
      '<p onclick="steal()">Hi</p><a href="/en/contact" ONMOUSEOVER=go()>x</a>',
    ).map((p) => p.message);
    expect(messages).toEqual([
      'the event-handler attribute "onclick" is not allowed in article content',
      'the event-handler attribute "ONMOUSEOVER" is not allowed in article content',
    ]);
  });

  it('rejects javascript: URLs, also when disguised', () => {
    const messages = withContent(
      '<p><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:x">b</a><a href="jav&#x61;script:x">c</a><a href="java\tscript:x">d</a></p>',
    ).map((p) => p.message);
    expect(messages).toEqual(Array(4).fill('a javascript: URL is not allowed in article content'));
  });

  it('reports tags and attributes the sanitiser would remove', () => {
    const messages = withContent(
      '<p style="color:red">x</p><img src="/a.png"><iframe></iframe>',
    ).map((p) => p.message);
    expect(messages).toEqual([
      'the attribute "style" is not allowed in article content (it would be removed)',
      '<img> is not allowed in article content (it would be removed before display)',
      'the attribute "src" is not allowed in article content (it would be removed)',
      '<iframe> is not allowed in article content (it would be removed before display)',
    ]);
  });

  it('checks links to this site: a page must exist, in the article’s language', () => {
    const found = withContent(
      '<p><a href="/en/comparisn">a</a> <a href="/contact">b</a> <a href="/en/news/anything#x">c</a></p>',
    );
    expect(found.map((p) => `${p.message} | ${p.suggestion}`)).toEqual([
      'the link "/en/comparisn" goes to no page | link to the "path" of a file in pages/ (with /en in front in English articles)',
      'the link "/contact" leads to the German page; this article is English | write "/en/contact"',
    ]);
  });

  it('accepts the allowed tags and links', () => {
    expect(
      withContent(
        '<h2>T</h2><p>A <strong>b</strong> <em>c</em><br><a href="https://example.org">d</a> <a href="mailto:a@b.c">e</a> <a href="/en/contact">f</a></p><ul><li>x</li></ul><blockquote>q</blockquote>',
      ),
    ).toEqual([]);
  });
});
