import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateContentAt } from '../../src/content/node/validate-content';
import { RULE_IDS } from '../../src/content/rules';
import { editingGuidePage } from '../../scripts/dev-overlay/editing-guide-page';
import {
  ASK_EVENT,
  overlayPayload,
  PROBLEMS_EVENT,
} from '../../scripts/dev-overlay/overlay-payload';
import { createTempProject, fixture, PROJECT_ROOT } from '../helpers/temp-project';

/** Issue 19.3: what the dev overlay shows, without a browser (the browser side: dev-server.spec.ts). */
let project: ReturnType<typeof createTempProject>;
beforeEach(() => {
  project = createTempProject();
});
afterEach(() => project.remove());

describe('the dev overlay for editors', () => {
  it('shows the CLI message, the place in words and a link to the rule in docs/editing.md', () => {
    project.write('pages/unknown-property.json', fixture('content-errors/unknown-property.json'));
    const report = validateContentAt(project.root);
    const payload = overlayPayload(report);
    expect(payload.problems).toEqual([
      {
        rule: 'unknown-property',
        location: 'pages/unknown-property.json:14:46',
        path: 'sections[0].props.subtitel',
        where: '1st section (hero), property subtitel',
        message: 'unknown property "subtitel"',
        suggestion: 'did you mean "subtitle"?',
        frame: expect.stringContaining('> 14 |') as string,
        help: {
          href: '/__editing-guide#unknown-property',
          title: 'A property the section or page does not have',
        },
        lines: {
          en: {
            message: 'unknown property "subtitel"',
            detail: '',
            suggestion: 'did you mean "subtitle"?',
            where: '1st section (hero), property subtitel',
            help: 'How to fix: A property the section or page does not have (docs/editing.md)',
          },
          // A German page's overlay speaks German, as the editor does (issue 38, point 9); the
          // validator's English line stays below, as `npm run validate` prints it.
          de: {
            message: 'Diese Angabe kennt der Abschnitt oder die Seite nicht: „subtitel“.',
            detail: 'unknown property "subtitel"',
            suggestion: 'Vorschlag: „subtitle“',
            where: '',
            help: 'So beheben Sie es: Diese Angabe kennt der Abschnitt oder die Seite nicht (docs/editing.md)',
          },
        },
      },
    ]);
    expect(payload.words.de.titleOne).toBe('Die Inhaltsdateien haben 1 Problem');
    expect(payload.summary).toBe(report.text.split('\n').at(-1));
    const text = JSON.stringify(payload);
    expect(text).not.toContain('[plugin:');
    expect(text).not.toContain('vite.config');
  });

  it('the browser script listens to the events the server sends', () => {
    const client = readFileSync(
      join(PROJECT_ROOT, 'scripts', 'dev-overlay', 'overlay-client.ts'),
      'utf8',
    );
    expect(client).toContain(`'${PROBLEMS_EVENT}'`);
    expect(client).toContain(`'${ASK_EVENT}'`);
    expect(client).not.toContain('innerHTML');
  });

  it('the editing guide page has an anchor for every rule', () => {
    const html = editingGuidePage(PROJECT_ROOT);
    for (const rule of RULE_IDS) expect(html).toContain(`<h3 id="${rule}">`);
  });
});
