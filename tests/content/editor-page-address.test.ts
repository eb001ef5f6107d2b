import { describe, expect, it } from 'vitest';
import {
  nameForPath,
  normalizePath,
  pathProblem,
  pathProblemText,
} from '../../editor/src/page-address';

/** A tryout: the address box started with "/", and typing "/careers" into it gave "//careers". */
const docs = {
  'pages/faq.json': { path: '/faq', meta: {}, sections: [] },
  'pages/news.json': { path: '/news', aliases: ['/blog'], meta: {}, sections: [] },
};

describe('the address of a new page', () => {
  it.each([
    ['/careers', '/careers'],
    ['//careers', '/careers'],
    ['careers', '/careers'],
    ['  /careers  ', '/careers'],
    ['/Careers/', '/careers'],
    ['/products//new-offer', '/products/new-offer'],
  ])('%j is the address %s, and it can be used', (typed, path) => {
    expect(normalizePath(typed)).toBe(path);
    expect(pathProblem(docs, typed)).toBeNull();
  });

  it('names the file after the address', () => {
    expect(nameForPath('//products/new-offer')).toBe('products-new-offer');
  });

  it('says what is wrong with the typed text', () => {
    const say = (typed: string) => {
      const problem = pathProblem(docs, typed);
      return problem ? pathProblemText(problem, typed, 'de') : null;
    };
    expect(say('/')).toBe('Bitte eine Adresse eingeben, z. B. /karriere.');
    expect(say('/über uns')).toMatch(/^„\/über uns“ enthält, was .*: „ü“, Leerzeichen\. Erlaubt/);
    expect(say('/-careers')).toMatch(/^In „\/-careers“ steht ein Bindestrich/);
    expect(say('//faq')).toBe(
      'Die Adresse /faq ist schon vergeben (oder eine Seite heißt schon so).',
    );
    expect(say('/blog')).toMatch(/\/blog ist schon vergeben/);
    const english = pathProblem(docs, '/a_b');
    expect(english && pathProblemText(english, '/a_b', 'en')).toMatch(
      /^"\/a_b" contains what an address cannot have: "_"\./,
    );
  });
});
