import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentLinksMiddleware,
  contentLinksPlugin,
} from '../../scripts/vite-content-links-plugin';
import { validateContentAt } from '../../src/content/node/validate-content';
import { formatProblem } from '../../src/content/problem';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Decision 127, amended: a symbolic link in pages/, locales/ or public/ that leads out of its
 * folder (or to nothing) is reported by the validator, refused by the dev servers and stops a
 * build that would copy public/. Links that stay inside are left alone, as in the editor.
 */
let root = '';
let outside = '';
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'prol-content-links-')));
  outside = realpathSync(mkdtempSync(join(tmpdir(), 'prol-outside-')));
  for (const dir of ['schema', 'pages', 'locales'])
    cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'public'), join(root, 'public'), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'src'), join(root, 'src'));
  mkdirSync(join(root, 'data'));
  writeFileSync(join(root, 'data', 'x.sqlite'), 'SQLite format 3');
  writeFileSync(join(outside, 'secret.txt'), 'a secret');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** The tester's links, and one that stays inside its folder. */
function plantLinks() {
  symlinkSync(join(outside, 'secret.txt'), join(root, 'public', 'passwd.txt'));
  symlinkSync('../data', join(root, 'public', 'datadir'));
  symlinkSync('../data/x.sqlite', join(root, 'public', 'leak-db.txt'));
  symlinkSync('nothing.svg', join(root, 'public', 'images', 'dangling.svg'));
  symlinkSync('../data/x.sqlite', join(root, 'pages', 'evil-link.json'));
  symlinkSync('../../data/x.sqlite', join(root, 'locales', 'de', 'evil.json'));
  symlinkSync('favicon.svg', join(root, 'public', 'icon.svg'));
}

describe('npm run validate: links out of the content folders', () => {
  it('reports each one (and a dangling one) as a problem, without throwing', () => {
    plantLinks();
    const { problems } = validateContentAt(root);
    const links = problems.filter((p) => p.rule === 'link-out-of-folder');
    expect(links.map((p) => p.file).sort()).toEqual([
      'locales/de/evil.json',
      'pages/evil-link.json',
      'public/datadir',
      'public/images/dangling.svg',
      'public/leak-db.txt',
      'public/passwd.txt',
    ]);
    expect(problems.filter((p) => p.rule !== 'link-out-of-folder')).toEqual([]);
    const leak = links.find((p) => p.file === 'public/leak-db.txt');
    expect(formatProblem(leak!)).toBe(
      'public/leak-db.txt:1:1 (file): a symbolic link to "../data/x.sqlite", which lies outside public/\n' +
        '  replace the link by the file itself: the site publishes no file from outside public/',
    );
    const dangling = links.find((p) => p.file === 'public/images/dangling.svg');
    expect(dangling?.message).toBe('a symbolic link to "nothing.svg", which does not exist');
    expect(dangling?.suggestion).toMatch(/^replace the link by the file itself/);
  });

  it('leaves a link that stays inside its folder alone', () => {
    symlinkSync('favicon.svg', join(root, 'public', 'icon.svg'));
    expect(validateContentAt(root).problems).toEqual([]);
  });
});

describe('dev server and editor: the middleware in front of Vite’s', () => {
  const ask = (url: string) => {
    const middleware = contentLinksMiddleware({
      folders: ['pages', 'locales', 'public'].map((dir) => join(root, dir)),
      root,
      publicDir: join(root, 'public'),
    });
    const answer = { status: 0, body: '', passed: false };
    const response = {
      statusCode: 200,
      setHeader: () => undefined,
      end(body: string) {
        answer.status = this.statusCode;
        answer.body = body;
      },
    };
    middleware({ url } as IncomingMessage, response as unknown as ServerResponse, () => {
      answer.passed = true;
    });
    return answer;
  };

  it('refuses a file of public/, or by /@fs/, behind a link out of its folder (403)', () => {
    plantLinks();
    for (const url of [
      '/passwd.txt',
      '/datadir/x.sqlite',
      '/leak-db.txt?import',
      '/images/dangling.svg',
      '/public/leak-db.txt',
      `/@fs${root}/pages/evil-link.json?raw`,
      `/@fs${root}/locales/de/evil.json?import`,
      `/@fs${root}/public/datadir/x.sqlite`,
      '/%6ceak-db.txt',
    ]) {
      const answer = ask(url);
      expect({ url, status: answer.status, passed: answer.passed }).toEqual({
        url,
        status: 403,
        passed: false,
      });
      expect(answer.body).toContain('symbolic link');
    }
  });

  it('lets everything else through: files, links inside their folder, other paths', () => {
    plantLinks();
    for (const url of [
      '/',
      '/favicon.svg',
      '/icon.svg',
      '/images/nothing-here.png',
      '/@vite/client',
      '/src/web/app/start/entry-client.tsx',
      `/@fs${root}/pages/site.json?import`,
      '/__editor/project',
      '/de/contact?lang=en',
    ])
      expect({ url, passed: ask(url).passed }).toEqual({ url, passed: true });
  });
});

describe('a Vite build that copies public/', () => {
  it('stops at a link out of the folder instead of copying what it points to', async () => {
    symlinkSync('../data/x.sqlite', join(root, 'public', 'leak-db.txt'));
    writeFileSync(join(root, 'entry.js'), 'export const x = 1;\n');
    const run = build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [contentLinksPlugin()],
      build: {
        outDir: join(root, 'dist'),
        lib: { entry: join(root, 'entry.js'), formats: ['es'] },
        copyPublicDir: true,
      },
    });
    await expect(run).rejects.toThrow(/public\/leak-db\.txt is a link out of the folder/);
  });
});
