import { describe, expect, it } from 'vitest';
import { clickFocusIds } from '../../editor/src/click-focus';
import { clickedField, plainText } from '../../editor/src/preview/clicked-field';

/** Issue 38's trial: a click on a text in the preview puts the cursor in that text's box. */
const texts = {
  careers: {
    hero: { eyebrow: 'Karriere', title: 'Schreiben Sie mit uns', cta: 'Jetzt bewerben' },
    text: { p1: 'Kleine Teams, kurze Wege.', p2: 'Wir suchen laufend Menschen.' },
  },
};
const props = {
  eyebrow: 'careers.hero.eyebrow',
  title: 'careers.hero.title',
  cta: { label: 'careers.hero.cta', to: '/contact' },
  paragraphs: ['careers.text.p1', 'careers.text.p2'],
};

function section(html: string): HTMLElement {
  const root = document.createElement('section');
  root.innerHTML = html;
  return root;
}

describe('clickedField', () => {
  it('finds the prop of the clicked text, from the clicked element outwards', () => {
    const root = section(
      '<p>Karriere</p><h1>Schreiben Sie<br> mit&nbsp;uns</h1>' +
        '<a><span>Jetzt bewer\u00adben</span></a><p>Kleine Teams, kurze Wege.</p>' +
        '<p><em>Wir suchen</em> laufend Menschen.</p><img>',
    );
    const at = (selector: string) => root.querySelector(selector) as Element;
    expect(clickedField(at('h1'), root, props, texts)).toEqual(['title']);
    expect(clickedField(at('span'), root, props, texts)).toEqual(['cta', 'label']);
    expect(clickedField(at('em'), root, props, texts)).toEqual(['paragraphs', 1]);
    expect(clickedField(at('p'), root, props, texts)).toEqual(['eyebrow']);
    expect(clickedField(at('img'), root, props, texts)).toBeNull();
  });

  it('reads texts as people see them: no soft hyphens, markup or doubled spaces', () => {
    expect(plainText('Unter\u00adnehmen <strong>und</strong>\n  mehr')).toBe(
      'Unternehmen und mehr',
    );
  });
});

describe('clickFocusIds', () => {
  const schema = {
    properties: { eyebrow: {}, title: {}, subtitle: {} },
    required: ['title'],
  };
  it('names the clicked text’s box in the preview’s language', () => {
    expect(clickFocusIds(schema, 2, ['cta', 'label'], 'en')).toEqual([
      's2_cta_label__en',
      's2_cta_label',
    ]);
  });
  it('without a text clicked, the first required field, not the first one', () => {
    expect(clickFocusIds(schema, 0, null, 'de')).toEqual(['s0_title__de', 's0_title']);
    expect(clickFocusIds({ properties: { eyebrow: {} } }, 0, null, 'de')).toEqual([]);
  });
});
