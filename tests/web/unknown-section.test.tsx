import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UnknownSection } from '../../src/web/app/render/unknown-section';
import { withTexts } from './support/render-in-site';

/** Issue 19.3: the placeholder speaks to the person editing the page file, not to programmers. */
afterEach(cleanup);

describe('the placeholder for an unknown section type (dev only)', () => {
  it.each(['de', 'en'] as const)('names the page file and the nearest known type (%s)', (lang) => {
    render(withTexts(<UnknownSection type="heor" pageFile="careers" index={1} />, lang));
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('pages/careers.json');
    expect(text).toMatch(/[„“]hero[“”]/);
    expect(text).not.toMatch(/src\/|registry|\.tsx?\b/);
  });

  it('without a near type it still names the file, and no source file', () => {
    render(withTexts(<UnknownSection type="zzzzzzzzzz" pageFile="faq" index={0} />, 'en'));
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('pages/faq.json');
    expect(text).not.toMatch(/src\/|registry|\.tsx?\b/);
  });
});
