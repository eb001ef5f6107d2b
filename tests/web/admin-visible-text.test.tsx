import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisibleText } from '../../src/web/admin/visible-text';

/** Issue 23: submitted text is shown as text, its direction controls visible. */
describe('VisibleText', () => {
  it('shows bidi controls as visible marks instead of applying them', () => {
    const { container } = render(
      <VisibleText text={'invoice\u202Efdp.exe\u202C and \u2067x\u2069'} />,
    );
    expect(container.textContent).toBe('invoice⟦U+202E⟧fdp.exe⟦U+202C⟧ and ⟦U+2067⟧x⟦U+2069⟧');
    expect(container.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect([...container.querySelectorAll('mark')].map((m) => m.dataset.bidiControl)).toEqual([
      'U+202E',
      'U+202C',
      'U+2067',
      'U+2069',
    ]);
  });

  it('renders markup in a submission as its characters, never as elements', () => {
    const text = '<img src=x onerror="alert(1)"><b>bold</b>\nline two';
    const { container } = render(<VisibleText text={text} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe(text);
  });
});
