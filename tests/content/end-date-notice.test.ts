import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endDateNotices,
  formatEndDateNotices,
  githubEndDateNotices,
} from '../../src/content/end-date-notice';
import { validateContentAt, type ContentReport } from '../../src/content/node/validate-content';
import { createTempProject, PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 37.7: `npm run validate` names, as notices that never fail it, what ends within 14 days
 * and what has ended: file, line, JSON path, the last day.
 */
const TODAY = '2026-11-14';
const project = createTempProject();
let report: ContentReport;

/** Gives the first section of `pages/<name>.json` an `until`, keeping the file's layout. */
function endFirstSection(name: string, until: string) {
  const text = project.read(`pages/${name}.json`);
  project.write(
    `pages/${name}.json`,
    text.replace('"sections": [\n    {\n', `"sections": [\n    {\n      "until": "${until}",\n`),
  );
}

beforeAll(() => {
  endFirstSection('faq', '2026-11-28'); // 14 days ahead: named
  endFirstSection('values', '2026-11-29'); // 15 days ahead: not yet
  endFirstSection('grant', '2026-11-14'); // its last day is today
  report = validateContentAt(project.root);
}, 60_000);
afterAll(() => project.remove());

describe('end-date notices', () => {
  it('an "until" on a section is valid content, not a problem', () => {
    expect(report.problems).toEqual([]);
  });

  it('lists what has ended and what ends within 14 days, with file, line and JSON path', () => {
    const notices = endDateNotices(report.pages, TODAY);
    expect(notices.map((n) => [n.file, n.path, n.lastDay, n.daysLeft, n.ends])).toEqual([
      [
        'pages/comparison.json',
        expect.stringMatching(/\.pricingNote\.setupFeeWaivedUntil$/),
        '2025-10-31',
        -379,
        'text',
      ],
      [
        'pages/home.json',
        expect.stringMatching(/\.pricingNote\.setupFeeWaivedUntil$/),
        '2025-10-31',
        -379,
        'text',
      ],
      [
        'pages/pricing.json',
        expect.stringMatching(/\.pricingNote\.setupFeeWaivedUntil$/),
        '2025-10-31',
        -379,
        'text',
      ],
      ['pages/grant.json', 'sections[0].until', '2026-11-14', 0, 'section'],
      ['pages/faq.json', 'sections[0].until', '2026-11-28', 14, 'section'],
    ]);
    const home = notices.find((n) => n.file === 'pages/home.json');
    const homeText = project.read('pages/home.json').split('\n');
    expect(homeText[(home?.line ?? 0) - 1]).toContain('"setupFeeWaivedUntil": "2025-10"');
  });

  it('says so in the terminal report and as GitHub notices', () => {
    const notices = endDateNotices(report.pages, TODAY);
    const text = formatEndDateNotices(notices, TODAY);
    expect(text).toMatch(
      /pages\/home\.json:\d+:\d+ sections\[\d+\]\.props\.pricingNote\.setupFeeWaivedUntil: text ended 2025-10-31: the build leaves it out/,
    );
    expect(text).toContain(
      'pages/faq.json:12:16 sections[0].until: section ends 2026-11-28 (14 days left)',
    );
    expect(text).toContain(
      'pages/grant.json:12:16 sections[0].until: section ends 2026-11-14 (today is its last day)',
    );
    expect(text).toContain('1st section (hero), its until');
    expect(text).not.toContain('values.json');
    expect(githubEndDateNotices(notices, TODAY)).toMatch(
      /^::notice file=pages\/faq\.json,line=12,col=16,title=end date::section ends 2026-11-28/m,
    );
  });

  it('npm run validate prints them and still passes', () => {
    const run = spawnSync(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
      [join(PROJECT_ROOT, 'scripts', 'validate.ts'), project.root],
      { cwd: project.root, encoding: 'utf8', env: { ...process.env, CONTENT_TODAY: TODAY } },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Content with an end date (today is 2026-11-14 in Vienna');
    expect(run.stdout).toContain('sections[0].until: section ends 2026-11-28 (14 days left)');
    expect(run.stdout).toContain('5 notices, not problems: they do not stop the build.');
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(
      /^✔ \d+ content files checked, no problems\.$/,
    );
  }, 60_000);
});
