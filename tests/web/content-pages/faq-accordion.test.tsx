import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaqAccordionProps } from '../../../src/generated/content-types';
import { addTexts } from '../../../src/web/lib/i18n';
import { countQuestions } from '../../../src/web/sections/faq-accordion/count-questions';
import { FaqAccordion } from '../../../src/web/sections/faq-accordion/faq-accordion';
import { useFaqStore } from '../../../src/web/stores/faq-store';
import faqPage from '../../../pages/faq.json';
import { renderInSite, siteTexts } from '../support/render-in-site';

const props = faqPage.sections.find((s) => s.type === 'faq-accordion')?.props as FaqAccordionProps;

function renderFaq(language: 'de' | 'en', texts = siteTexts(language)) {
  return renderInSite(<FaqAccordion props={props} index={1} data={undefined} />, {
    language,
    texts,
  });
}
const questions = () => screen.getAllByTestId('faq-question');

afterEach(() => {
  cleanup();
  act(() => useFaqStore.setState({ openQuestions: new Set() }));
});

describe('FAQ accordion (SPEC §2 FAQ)', () => {
  it('probes keys 1, 2, ... and stops at the first missing one', () => {
    const present = new Set(['g.1.question', 'g.2.question', 'g.4.question']);
    expect(countQuestions('g', (k) => present.has(k))).toBe(2);
    expect(countQuestions('g', () => false)).toBe(0);
  });

  it.each(['de', 'en'] as const)(
    'shows the 9 questions of the locale files in %s',
    async (lang) => {
      renderFaq(lang);
      expect(questions()).toHaveLength(9);
    },
  );

  it('shows a 10th question added to the locale files only (no page or code change)', () => {
    for (const [lang, question] of [
      ['de', 'Gibt es eine Testphase?'],
      ['en', 'Is there a trial?'],
    ] as const) {
      const texts = siteTexts(lang);
      addTexts(texts, lang, {
        faq: { questions: { 10: { question, answer: `${question} – answer` } } },
      });
      renderFaq(lang, texts);
      expect(questions()).toHaveLength(10);
      expect(questions()[9]?.textContent).toContain(question);
      cleanup();
    }
  });

  it('opens several answers at once and keeps the open set in the store', () => {
    renderFaq('en');
    const [first, second] = questions();
    fireEvent.click(first as HTMLElement);
    fireEvent.click(second as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect([...useFaqStore.getState().openQuestions].sort()).toEqual([1, 2]);
    const answers = screen.getAllByTestId('faq-answer');
    expect((answers[0] as HTMLElement).hidden).toBe(false);
    expect((answers[2] as HTMLElement).hidden).toBe(true);
    fireEvent.click(first as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect([...useFaqStore.getState().openQuestions]).toEqual([2]);
  });

  it('opens with the keyboard too, and the store follows', () => {
    renderFaq('en');
    const third = questions()[2] as HTMLElement;
    fireEvent.keyDown(third, { key: 'Enter' });
    expect(third.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getAllByTestId('faq-answer')[2] as HTMLElement).hidden).toBe(false);
    expect([...useFaqStore.getState().openQuestions]).toEqual([3]);
  });

  it('links answer 9 to the comparison, and shows the price list and the contact button', () => {
    renderFaq('en');
    const ninth = screen.getAllByTestId('faq-answer')[8] as HTMLElement;
    expect(within(ninth).getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      '/en/comparison',
    );
    // Industry and enterprise plans cost more, so the note says which plans start at 69.
    expect(
      screen.getByText(/^The self-service plans ProL, ProL\+ and MyProL start at €69 per month\.$/),
    ).toBeTruthy();
    expect(screen.getByTestId('price-list-link')?.getAttribute('href')).toBe('/en/pricing');
    expect(screen.getByRole('link', { name: /Ask your question/ })?.getAttribute('href')).toBe(
      '/en/contact',
    );
  });
});
