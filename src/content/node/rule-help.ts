import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_IDS, type RuleId } from '../rules';

/**
 * Each rule's help text: its section in docs/editing.md (`### <rule id>` up to the next heading),
 * the same words the editors read. Empty when the guide is not there (a scratch copy).
 */
export function ruleHelp(root: string): Partial<Record<RuleId, string>> {
  const file = join(root, 'docs', 'editing.md');
  if (!existsSync(file)) return {};
  const guide = readFileSync(file, 'utf8');
  const help: Partial<Record<RuleId, string>> = {};
  for (const id of RULE_IDS) {
    const start = guide.indexOf(`\n### ${id}\n`);
    if (start === -1) continue;
    const body = guide.slice(start + id.length + 6);
    const end = body.search(/\n#{1,3} /);
    const section = end === -1 ? body : body.slice(0, end);
    help[id] = section
      .trim()
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.replace(/\n/g, ' '))
      .join('\n\n');
  }
  return help;
}
