import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endDateNotices, formatEndDateNotices } from '../../src/content/end-date-notice';
import { formatReport } from '../../src/content/problem';
import { validateContentAt } from '../../src/content/node/validate-content';
import { createTempProject, PROJECT_ROOT } from '../helpers/temp-project';

/**
 * docs/editing.md must stay true: every example in it is applied, in order, to a copy of the
 * project, and the validator must accept it (or print the documented message).
 */
interface Block {
  info: string;
  body: string;
}

const guide = readFileSync(join(PROJECT_ROOT, 'docs', 'editing.md'), 'utf8');
const blocks: Block[] = [...guide.matchAll(/```([^\n]*)\n([\s\S]*?)```/g)].map((m) => ({
  info: m[1] ?? '',
  body: m[2] ?? '',
}));
const project = createTempProject();
afterAll(() => project.remove());

describe('docs/editing.md examples work as written', () => {
  it('has examples to run', () => {
    expect(blocks.filter((b) => / file=/.test(b.info)).length).toBeGreaterThanOrEqual(5);
  });

  let pendingMistake = false;
  blocks.forEach((block, index) => {
    const file = / file=(\S+)/.exec(block.info)?.[1];
    const insert = / insert=(\S+)#(\S+)/.exec(block.info);
    if (file) {
      it(`example ${index + 1}: ${file}`, () => {
        project.write(file, block.body);
        const report = validateContentAt(project.root);
        const next = blocks[index + 1];
        const nextIsOutput = next?.info.includes('validator-output');
        // The guide adds a text in German, then in English; only the pair is complete.
        const nextCompletesTexts =
          file.startsWith('locales/') && / file=locales\//.test(next?.info ?? '');
        pendingMistake = Boolean(nextIsOutput);
        if (!nextIsOutput && !nextCompletesTexts)
          expect(formatReport(report.problems, report.checkedFiles)).toMatch(/no problems/);
      });
    } else if (insert) {
      it(`example ${index + 1}: add to ${insert[1]} at ${insert[2]}`, () => {
        const target = insert[1] as string;
        const data = JSON.parse(project.read(target)) as Record<string, unknown>;
        let place: unknown = data;
        for (const part of (insert[2] as string).split('/').filter(Boolean))
          place = (place as Record<string, unknown>)[part];
        // Into a list: the entry; into a group: its lines (`"careers": "Karriere"`), as typed.
        if (Array.isArray(place)) place.push(JSON.parse(block.body));
        else Object.assign(place as object, JSON.parse(`{${block.body}}`));
        project.write(target, JSON.stringify(data, null, 2));
        // A German label is complete with its English one, the next example.
        const next = blocks[index + 1];
        if (target.startsWith('locales/') && / insert=locales\//.test(next?.info ?? '')) return;
        expect(validateContentAt(project.root).problems).toEqual([]);
      });
    } else if (block.info.includes('end-date-notice')) {
      // The notices `npm run validate` prints on the day the block names (CONTENT_TODAY).
      it(`example ${index + 1}: the documented end-date notice`, () => {
        const today = / today=(\S+)/.exec(block.info)?.[1] ?? '';
        const report = validateContentAt(project.root);
        const output = formatEndDateNotices(endDateNotices(report.pages, today), today);
        for (const line of block.body.trimEnd().split('\n')) expect(output).toContain(line);
      });
    } else if (block.info.includes('validator-output')) {
      it(`example ${index + 1}: the documented validator message`, () => {
        expect(pendingMistake).toBe(true);
        const output = formatReport(validateContentAt(project.root).problems, 0);
        expect(output).toContain(block.body.trim());
      });
    }
  });
});
