import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Eyebrow } from '../../src/web/components/section-heading';
import { withTexts } from './support/render-in-site';

describe('Eyebrow: the small-capitals line above a heading, one component for every section', () => {
  it('shows the text of its key in the small-capitals style plus the caller’s classes', () => {
    const { container } = render(
      withTexts(<Eyebrow text="faq.hero.eyebrow" className="mb-4 text-orange-200" />, 'de'),
    );
    const line = container.querySelector('p');
    expect(line?.textContent).toBe('FAQ');
    expect(line?.className.split(' ').sort()).toEqual(
      [
        'font-semibold',
        'hyphens-none',
        'mb-4',
        'text-orange-200',
        'text-sm',
        'tracking-widest',
        'uppercase',
      ].sort(),
    );
  });

  it('renders nothing without a key (the eyebrow is optional in every section)', () => {
    const { container } = render(withTexts(<Eyebrow text={undefined} className="mb-3" />));
    expect(container.innerHTML).toBe('');
  });
});
