import { describe, expect, it } from 'vitest';
import { menuLabel } from '../../editor/src/menu-label';

/** Issue 38's trial: the menu label started as the whole title, brand and all. */
describe('menuLabel', () => {
  it('leaves the brand out of the title', () => {
    expect(menuLabel('Karriere bei ProL', 'ProL')).toBe('Karriere');
    expect(menuLabel('Careers at ProL', 'ProL')).toBe('Careers');
    expect(menuLabel('Preise – ProL', 'ProL')).toBe('Preise');
    expect(menuLabel('Pricing | ProL', 'ProL')).toBe('Pricing');
    expect(menuLabel('ProL – Presse', 'ProL')).toBe('Presse');
  });
  it('keeps a title without the brand, or one that is only the brand', () => {
    expect(menuLabel('Über uns – Unser Team', 'ProL')).toBe('Über uns – Unser Team');
    expect(menuLabel('ProL für Unternehmenskommunikation', 'ProL')).toBe(
      'ProL für Unternehmenskommunikation',
    );
    expect(menuLabel('ProL', 'ProL')).toBe('ProL');
    expect(menuLabel('Karriere bei ProL', '')).toBe('Karriere bei ProL');
  });
});
