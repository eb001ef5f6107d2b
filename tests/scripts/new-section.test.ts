import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContentAt } from '../../src/content/node/validate-content';
import { scratchProject } from '../../scripts/scale/scratch-project';
import { typeNameProblem } from '../../scripts/section-scaffold/scaffold-section';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 36.5 (decision 152): `npm run new:section -- <type>` makes a section type that builds.
 * In a scratch copy: the scaffold, the section on a page, content validation, tsc on the new
 * code, the Vite client and SSR builds (its own chunk), and the page rendered as the build's
 * prerender renders it, in both languages. About two minutes on an idle machine.
 */
const TYPE = 'scratch-quote';
let root = '';

/** Runs `node --import tsx <args>` in the copy; resolves with its exit code and output. */
function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeAll(() => {
  root = scratchProject(0);
  mkdirSync(join(root, 'docs'));
  cpSync(join(PROJECT_ROOT, 'docs', 'sections.md'), join(root, 'docs', 'sections.md'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:section', () => {
  it('refuses a name that is no section type, a type that exists, a locale file that exists', () => {
    expect(typeNameProblem(root, 'Quote!')).toMatch(/lower-case words joined by dashes/);
    expect(typeNameProblem(root, '-quote')).toMatch(/lower-case words joined by dashes/);
    expect(typeNameProblem(root, 'hero')).toMatch(/already a section type "hero"/);
    expect(typeNameProblem(root, 'faq')).toMatch(/locales\/de\/faq\.json .* hold other texts/);
    expect(typeNameProblem(root, TYPE)).toBeNull();
  });

  it('scaffolds a type that validates, type-checks, builds into its own chunk and renders on a page', async () => {
    const scaffold = await run([
      'scripts/new-section.ts',
      TYPE,
      '--title',
      'Quote',
      '--title-de',
      'Zitat',
    ]);
    expect(scaffold.output).toContain(`New section type "${TYPE}"`);
    expect(scaffold.code).toBe(0);
    for (const file of [
      `schema/sections/${TYPE}.schema.json`,
      `schema/sections/${TYPE}.words.de.json`,
      `src/web/sections/${TYPE}/index.ts`,
      `src/web/sections/${TYPE}/${TYPE}.tsx`,
      `locales/de/${TYPE}.json`,
      `locales/en/${TYPE}.json`,
    ])
      expect(existsSync(join(root, file)), file).toBe(true);
    expect(readFileSync(join(root, 'src/generated/content-types.ts'), 'utf8')).toContain(
      `'${TYPE}': ScratchQuoteProps;`,
    );
    expect(readFileSync(join(root, 'docs/sections.md'), 'utf8')).toContain(`## ${TYPE}\n`);
    const again = await run(['scripts/new-section.ts', TYPE]);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`There is already a section type "${TYPE}"`);

    // The section on a page, below the hero, with its schema's example.
    const schema = JSON.parse(
      readFileSync(join(root, `schema/sections/${TYPE}.schema.json`), 'utf8'),
    ) as { examples: unknown[] };
    const about = JSON.parse(readFileSync(join(root, 'pages/about.json'), 'utf8')) as {
      sections: unknown[];
    };
    about.sections.splice(1, 0, { type: TYPE, anchor: 'quote', props: schema.examples[0] });
    writeFileSync(join(root, 'pages/about.json'), JSON.stringify(about, null, 2));
    expect(validateContentAt(root).problems).toEqual([]);

    // tsc on the new section's code and what it imports (the whole program is checked by
    // `npm run check:section`), and the client and prerender bundles, at the same time.
    writeFileSync(
      join(root, 'tsconfig.section.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [],
        files: [`src/web/sections/${TYPE}/index.ts`, 'src/web/sections/registry.ts'],
      }),
    );
    const [types, bundles] = await Promise.all([
      run([
        join(root, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '-p',
        'tsconfig.section.json',
      ]),
      run(['scripts/build/bundles.ts', join(root, 'dist')]),
    ]);
    expect(types.output).toBe('');
    expect(types.code).toBe(0);
    expect(bundles.code, bundles.output).toBe(0);
    const chunks = JSON.parse(
      readFileSync(join(root, 'dist/client/.vite/chunk-modules.json'), 'utf8'),
    ) as Record<string, string[]>;
    const own = Object.values(chunks).filter((modules) =>
      modules.includes(`src/web/sections/${TYPE}/${TYPE}.tsx`),
    );
    expect(own).toHaveLength(1);
    expect(own[0]?.filter((m) => /sections[/\\]/.test(m) && !m.includes(TYPE))).toEqual([]);

    for (const [url, title] of [
      ['/about', 'Zitat'],
      ['/en/about', 'Quote'],
    ] as const) {
      const render = join(PROJECT_ROOT, 'tests/scripts/support/render-page.ts');
      const page = await run([render, root, 'about', url]);
      expect(page.code, page.output).toBe(0);
      expect(page.output).toContain(`data-section="${TYPE}"`);
      expect(page.output).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
    }
  }, 600_000);
});
