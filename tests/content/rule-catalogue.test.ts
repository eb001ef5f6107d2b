import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/content/rules';
import { PROJECT_ROOT } from '../helpers/temp-project';

/** docs/editing.md explains every rule under a heading that is its id (links point there). */
describe('the rule catalogue and docs/editing.md', () => {
  it('has one "### <rule id>" section per rule, in section 7, and no other', () => {
    const guide = readFileSync(join(PROJECT_ROOT, 'docs', 'editing.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## 7. Every message, by rule'));
    const headings = [...section.matchAll(/^### (\S+)$/gm)].map((m) => m[1]);
    expect([...headings].sort()).toEqual([...RULE_IDS].sort());
  });
});
