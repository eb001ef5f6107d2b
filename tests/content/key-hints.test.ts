import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateContentAt } from '../../src/content/node/validate-content';
import { closestKey } from '../../src/content/suggest';
import { createTempProject, fixture } from '../helpers/temp-project';

/** Issue 19.2: "did you mean" only for a plausible typo; otherwise the plain fix. */
let project: ReturnType<typeof createTempProject>;
beforeEach(() => {
  project = createTempProject();
});
afterEach(() => project.remove());

const careersDe = {
  hero: { title: 'Karriere' },
  culture: { title: 'Wie wir arbeiten', text: 'Kleine Teams, kurze Wege.' },
};

function hints() {
  return validateContentAt(project.root).problems.map((p) => `${p.message} | ${p.suggestion}`);
}

function writeLocales(de: object, en: object) {
  project.write('locales/de/careers.json', JSON.stringify(de, null, 2));
  project.write('locales/en/careers.json', JSON.stringify(en, null, 2));
}

describe('hints for missing texts', () => {
  it('a text missing in English, next to a different complete text: "add it to"', () => {
    writeLocales(careersDe, {
      hero: { title: 'Careers' },
      culture: { text: 'Small teams, short paths.' },
    });
    expect(hints()).toEqual([
      '"careers.culture.title" has a German text but no English one | add it to locales/en/careers.json',
    ]);
  });

  it('a real typo (one file "titel", the other "title"): both sides point at each other', () => {
    writeLocales(
      { ...careersDe, culture: { titel: 'Wie wir arbeiten', text: 'Kleine Teams.' } },
      { hero: { title: 'Careers' }, culture: { title: 'How we work', text: 'Small teams.' } },
    );
    expect(hints()).toEqual([
      '"careers.culture.titel" has a German text but no English one | the English file has "careers.culture.title" instead: a typo in one of them?',
      '"careers.culture.title" has a English text but no German one | the German file has "careers.culture.titel" instead: a typo in one of them?',
    ]);
  });

  it('a page key in no locale file: "did you mean" for a typo, "add it to" otherwise', () => {
    writeLocales(careersDe, { hero: { title: 'Careers' }, culture: careersDe.culture });
    const page = fixture('content-errors/missing-translation.json');
    project.write('pages/typo.json', page.replace('home.hero.titel', 'careers.hero.titel'));
    project.write(
      'pages/new-text.json',
      page
        .replace('home.hero.titel', 'careers.culture.intro')
        .replace('/fixture-missing-translation', '/fixture-new-text'),
    );
    expect(hints()).toEqual([
      'text key "careers.culture.intro" exists in no locale file | add it to locales/de/careers.json and locales/en/careers.json',
      'text key "careers.hero.titel" exists in no locale file | did you mean "careers.hero.title"?',
    ]);
  });
});

describe('closestKey', () => {
  it('accepts small edits of the last part and rejects other texts and numbered siblings', () => {
    expect(closestKey('home.hero.titel', ['home.hero.title', 'home.hero.subtitle'])).toBe(
      'home.hero.title',
    );
    expect(closestKey('home.heor.title', ['home.hero.title'])).toBe('home.hero.title');
    expect(closestKey('careers.culture.title', ['careers.culture.text'])).toBeUndefined();
    expect(closestKey('faq.items.q1', ['faq.items.q2'])).toBeUndefined();
  });
});
