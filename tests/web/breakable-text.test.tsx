import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BreakableText } from '../../src/web/components/breakable-text';
import { WITH_BREAK_POINTS, addTexts, createTexts } from '../../src/web/lib/i18n';
import { withHtmlBreakPoints } from '../../src/web/sections/news-article/html-break-points';

/** Issue 37.1, decision 230: soft hyphens are break points for the eye, never text. */
const SHY = '\u00AD';

describe('t(): texts without soft hyphens unless asked for', () => {
  const texts = createTexts('de');
  addTexts(texts, 'de', {
    menu: { close: `Menü schlie${SHY}ßen` },
    hero: { title: `Unter${SHY}nehmens${SHY}kommunikation für {{who}}` },
  });

  it('drops them by default (labels, attributes, names), also around interpolations', () => {
    expect(texts.t('menu.close')).toBe('Menü schließen');
    expect(texts.t('hero.title', { who: `Re${SHY}dak${SHY}tionen` })).toBe(
      'Unternehmenskommunikation für Redaktionen',
    );
  });

  it('keeps them with WITH_BREAK_POINTS, for BreakableText', () => {
    expect(texts.t('hero.title', { ...WITH_BREAK_POINTS, who: 'Teams' })).toBe(
      `Unter${SHY}nehmens${SHY}kommunikation für Teams`,
    );
  });
});

describe('BreakableText', () => {
  it('draws each soft hyphen as an aria-hidden .shy span inside a .breakable-word span', () => {
    const { container } = render(
      <h2>
        <BreakableText text={`Die Unter${SHY}nehmens${SHY}sprache, 24\u00A0Monate lang`} />
      </h2>,
    );
    const heading = container.querySelector('h2')!;
    expect(heading.textContent).toBe('Die Unternehmenssprache, 24\u00A0Monate lang');
    expect(heading.innerHTML).not.toContain(SHY);
    const word = heading.querySelector('.breakable-word')!;
    expect(word.textContent).toBe('Unternehmenssprache,');
    const points = word.querySelectorAll('.shy');
    expect(points).toHaveLength(2);
    for (const point of points) {
      expect(point.getAttribute('aria-hidden')).toBe('true');
      expect(point.textContent).toBe('');
    }
    // Words without a break point stay one text node each side.
    expect(heading.childNodes).toHaveLength(3);
  });

  it("marks the text's last word, so a paragraph never ends on a word's last piece", () => {
    const { container } = render(
      <p>
        <BreakableText
          text={`Die Unter${SHY}nehmens${SHY}sprache wächst mit Meilen${SHY}steinen.`}
        />
      </p>,
    );
    const classes = [...container.querySelectorAll('.breakable-word')].map((w) => [
      w.textContent,
      w.className,
    ]);
    expect(classes).toEqual([
      ['Unternehmenssprache', 'breakable-word'],
      ['Meilensteinen.', 'breakable-word last-word'],
    ]);
  });

  it('keeps a hyphenated last word whole, with the short word joined to it', () => {
    const { container } = render(
      <p>
        <BreakableText text={'Bezahlt wird direkt in der\u00A0ProL-App.'} />
      </p>,
    );
    const last = container.querySelector('.last-word')!;
    expect(last.textContent).toBe('der\u00A0ProL-App.');
    expect(container.textContent).toBe('Bezahlt wird direkt in der\u00A0ProL-App.');
    // Only the last word: a hyphen earlier on stays a break of its own.
    const early = render(<p>{<BreakableText text="Die ProL-App kann das" />}</p>);
    expect(early.container.innerHTML).toBe('<p>Die ProL-App kann das</p>');
    // With break points of its own, the last compound still breaks after its hyphen first.
    const compound = render(<h2>{<BreakableText text={`Für CMS-Integra${SHY}tionen`} />}</h2>);
    expect(compound.container.querySelector('.last-word')!.textContent).toBe('Integrationen');
  });

  it('renders a text without soft hyphens as it is', () => {
    const { container } = render(<p>{<BreakableText text="Kurze Wörter" />}</p>);
    expect(container.innerHTML).toBe('<p>Kurze Wörter</p>');
  });
});

describe('BreakableText with something after it (an info button)', () => {
  it('keeps it on the line of the last word, after its last break point or hyphen', () => {
    const button = <button type="button">i</button>;
    const nowrap = (text: string) => {
      const { container } = render(
        <dt>
          <BreakableText text={text} after={button} />
        </dt>,
      );
      return container.querySelector('.whitespace-nowrap')?.textContent;
    };
    expect(nowrap(`Audio- und Video${SHY}tran${SHY}skription`)).toBe('skription\u00A0i');
    expect(nowrap('CMS-Integration')).toBe('Integration\u00A0i');
    expect(nowrap('Multi-Channel mit einem Klick')).toBe('Klick\u00A0i');
    expect(nowrap('Archiv')).toBe('Archiv\u00A0i');
  });

  it('draws a list React accepts (a key on every element) when the last word is plain', () => {
    // The dev server's hydration test caught a missing key: "Each child in a list …".
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <dt>
        <BreakableText text={`Kommunikations${SHY}aufgaben im Monat`} after={<b>i</b>} />
      </dt>,
    );
    expect(container.querySelector('.whitespace-nowrap')?.textContent).toBe('Monat\u00A0i');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('withHtmlBreakPoints (article bodies)', () => {
  it('turns soft hyphens in text into .shy spans and drops them from tags', () => {
    const html = `<p>Die <a href="/news/x" title="For${SHY}schung">For${SHY}schungs${SHY}förderung</a> wächst.</p>`;
    expect(withHtmlBreakPoints(html)).toBe(
      '<p>Die <a href="/news/x" title="Forschung"><span class="breakable-word">For<span class="shy" aria-hidden="true"></span>schungs<span class="shy" aria-hidden="true"></span>förderung</span></a> wächst.</p>',
    );
    expect(withHtmlBreakPoints('<p>Ohne</p>')).toBe('<p>Ohne</p>');
  });

  it("marks a block's last word, not a last word that goes on after an inline tag", () => {
    const html = [
      `<p>Mit Meilen${SHY}steinen. </p>`,
      `<li><strong>Unter${SHY}nehmen</strong> weiter</li>`,
      `<p>Zum <a href="/x">Produkt${SHY}vergleich</a>.</p>`,
    ].join('');
    const box = document.createElement('div');
    box.innerHTML = withHtmlBreakPoints(html);
    const classes = [...box.querySelectorAll('.breakable-word')].map((w) => w.className);
    expect(classes).toEqual([
      'breakable-word last-word',
      'breakable-word',
      'breakable-word last-word',
    ]);
  });

  it("keeps a block's last word joined by a hyphen whole, as BreakableText does", () => {
    // "in der ProL- / App." left "App." alone on the paragraph's last line.
    const html = `<p>Die Zu${SHY}sam${SHY}men${SHY}fassung steht in der ProL-App. </p><p>Mehr in der <a href="/x-y">ProL-App</a>.</p><p>Die ProL-App wächst.</p>`;
    const box = document.createElement('div');
    box.innerHTML = withHtmlBreakPoints(html);
    const words = [...box.querySelectorAll('.breakable-word')].map((w) => [
      w.className,
      w.textContent,
    ]);
    expect(words).toEqual([
      ['breakable-word', 'Zusammenfassung'],
      ['breakable-word last-word', 'ProL-App.'],
      ['breakable-word last-word', 'ProL-App'],
    ]);
    expect(box.textContent).toBe(
      'Die Zusammenfassung steht in der ProL-App. Mehr in der ProL-App.Die ProL-App wächst.',
    );
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/x-y');
  });

  it('never treats a ">" inside a quoted attribute as the end of the tag', () => {
    // DOMPurify keeps "<" and ">" inside an allowed href as they are; a break point written into
    // the value would end its quotes and turn the rest of the value into markup.
    const html = `<p><a href="https://example.org/?q=>a${SHY}b <img src=x onerror=alert(1)>">Link</a></p>`;
    const out = withHtmlBreakPoints(html);
    const box = document.createElement('div');
    box.innerHTML = out;
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('a')?.getAttribute('href')).toBe(
      'https://example.org/?q=>ab <img src=x onerror=alert(1)>',
    );
  });
});

describe('a compound with its own hyphen', () => {
  it('keeps the part before the hyphen out of the word, so the line breaks after the hyphen', () => {
    const { container } = render(
      <h3>
        <BreakableText
          text={`CMS-Integra${SHY}tionen und Deutsch/Eng${SHY}lisch${SHY}kurse im Haus`}
        />
      </h3>,
    );
    const words = [...container.querySelectorAll('.breakable-word')].map((w) => w.textContent);
    expect(words).toEqual(['Integrationen', 'Englischkurse']);
    expect(container.textContent).toBe('CMS-Integrationen und Deutsch/Englischkurse im Haus');
    expect(withHtmlBreakPoints(`<p>CMS-Integra${SHY}tionen</p>`)).toBe(
      '<p>CMS-<span class="breakable-word last-word">Integra<span class="shy" aria-hidden="true"></span>tionen</span></p>',
    );
  });
});

describe('a compound after a prefix of one or two letters', () => {
  it('keeps "KI-" with its word, so a heading never ends a line on it (designer review, /lawyers)', () => {
    const { container } = render(
      <h2>
        <BreakableText text="LawPro: die KI-Redaktion für Ihre Kanzlei" />
      </h2>,
    );
    const words = [...container.querySelectorAll('.breakable-word')].map((w) => w.textContent);
    expect(words).toEqual(['KI-Redaktion']);
    expect(container.textContent).toBe('LawPro: die KI-Redaktion für Ihre Kanzlei');
    // With break points of its own, the word breaks at them, not after "KI-".
    const long = render(
      <h2>{<BreakableText text={`Ihre KI-Kommunikations${SHY}assistenz heute`} />}</h2>,
    );
    expect(
      [...long.container.querySelectorAll('.breakable-word')].map((w) => w.textContent),
    ).toEqual(['KI-Kommunikationsassistenz']);
    // A longer first part is a break of its own, as before.
    expect(
      render(<p>{<BreakableText text="Die ProL-App kann das" />}</p>).container.innerHTML,
    ).toBe('<p>Die ProL-App kann das</p>');
  });
});
