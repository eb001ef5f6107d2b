import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SCREENSHOT_WIDTHS, screenshotFile } from '../section-catalogue/catalogue-markdown';

/** One step of `npm run check:section`: a command and what it checks, in words. */
export interface CheckStep {
  name: string;
  command: string[];
}

/** The tests every section change needs: schemas, words, types, registry, frame, catalogue. */
const SECTION_TESTS = [
  'tests/content/generated-types.test.ts',
  'tests/content/section-schema-docs.test.ts',
  'tests/content/editor-schema-words.test.ts',
  'tests/content/visible-words.test.ts',
  'tests/web/section-registry.test.ts',
  'tests/web/section-frame.test.tsx',
  'tests/scripts/section-catalogue.test.ts',
];

function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
    join(dir, file),
  );
}

/** The section's own files: its folder, schema and words, texts, and tests named after it. */
export function sectionOwnFiles(root: string, type: string): string[] {
  const named = (file: string) => new RegExp(`(^|[/\\\\])${type}[./-]`).test(file);
  return [
    ...filesUnder(root, join('src', 'web', 'sections', type)).filter((f) => /\.tsx?$/.test(f)),
    ...['schema/sections', 'locales/de', 'locales/en'].flatMap((dir) =>
      filesUnder(root, dir).filter((f) => named(relative(dir, f)) && f.endsWith('.json')),
    ),
    ...filesUnder(root, 'tests').filter((f) => named(f) && /\.test\.tsx?$/.test(f)),
  ].sort();
}

/**
 * What a section change needs checked, and nothing else: the content (pages using it), the
 * section tests, the section's own unit tests, types, lint and formatting of its files.
 */
export function checkSteps(root: string, type: string): CheckStep[] {
  const own = sectionOwnFiles(root, type);
  const ownTests = own.filter((f) => f.startsWith('tests/'));
  const code = own.filter((f) => /\.tsx?$/.test(f));
  return [
    { name: 'content (npm run validate)', command: ['npx', 'tsx', 'scripts/validate.ts'] },
    {
      name: `section tests${ownTests.length ? ` and ${ownTests.join(', ')}` : ''}`,
      command: ['npx', 'vitest', 'run', ...SECTION_TESTS, ...ownTests],
    },
    {
      // Incremental: a second run checks only what changed (.tmp/ is not committed).
      name: 'types (tsc)',
      command: [
        'npx',
        'tsc',
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        '.tmp/tsc-check-section.tsbuildinfo',
      ],
    },
    {
      name: `lint of ${code.length} files`,
      command: ['npx', 'eslint', '--config', 'scripts/lint/eslint.config.js', ...code],
    },
    {
      name: 'formatting (prettier)',
      command: ['npx', 'prettier', '--check', ...own, 'docs/sections.md'],
    },
  ];
}

/** Reminders that need a person, not a failing check. */
export function sectionReminders(root: string, type: string): string[] {
  const reminders: string[] = [];
  const schemaFile = join(root, 'schema', 'sections', `${type}.schema.json`);
  if (!existsSync(schemaFile)) return [`schema/sections/${type}.schema.json does not exist`];
  const { description } = JSON.parse(readFileSync(schemaFile, 'utf8')) as { description?: string };
  if (description?.includes('a new section type; say here'))
    reminders.push(
      `schema/sections/${type}.schema.json still has the placeholder description (and ${type}.words.de.json its German).`,
    );
  const missing = SCREENSHOT_WIDTHS.map((width) => `docs/${screenshotFile(type, width)}`).filter(
    (file) => !existsSync(join(root, file)),
  );
  if (missing.length > 0)
    reminders.push(
      `${missing.join(' and ')} missing: npm run docs:sections -- --only ${type} (the catalogue test fails without them).`,
    );
  return reminders;
}

/** Runs every step (all of them, so one run shows every problem); true when all pass. */
export function runCheckSteps(root: string, steps: CheckStep[]): boolean {
  const results = steps.map((step) => {
    const started = Date.now();
    console.log(`\n▶ ${step.name}`);
    const [command = 'npx', ...args] = step.command;
    const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    return { step, ok: status === 0, seconds: (Date.now() - started) / 1000 };
  });
  console.log('');
  for (const { step, ok, seconds } of results)
    console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds.toFixed(0)} s)`);
  return results.every((r) => r.ok);
}
