import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateContentAt } from '../../src/content/node/validate-content';
import { createTempProject } from '../helpers/temp-project';

/** SPEC §2 FAQ: a new question is a locale edit only, and the validator stays green with it. */
let project: ReturnType<typeof createTempProject>;
beforeEach(() => {
  project = createTempProject();
});
afterEach(() => project.remove());

function addQuestion(language: 'de' | 'en', question: string, answer: string) {
  const file = `locales/${language}/faq.json`;
  const data = JSON.parse(project.read(file)) as { questions: Record<string, unknown> };
  expect(Object.keys(data.questions)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  data.questions['10'] = { question, answer };
  project.write(file, `${JSON.stringify(data, null, 2)}\n`);
}

const messages = () => validateContentAt(project.root).problems.map((p) => p.message);

describe('FAQ questions in the locale files', () => {
  it('a 10th question in both languages adds no problem', () => {
    const before = messages();
    addQuestion('de', 'Gibt es eine Testphase?', 'Ja, sprechen Sie uns an.');
    addQuestion('en', 'Is there a trial?', 'Yes, just ask us.');
    expect(messages()).toEqual(before);
  });

  it('a 10th question in one language only is reported', () => {
    addQuestion('de', 'Gibt es eine Testphase?', 'Ja, sprechen Sie uns an.');
    expect(messages()).toContain(
      '"faq.questions.10.question" has a German text but no English one',
    );
  });
});
