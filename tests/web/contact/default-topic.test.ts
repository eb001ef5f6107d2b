import { describe, expect, it } from 'vitest';
import { defaultRecipient } from '../../../src/web/lib/default-topic';

const r = (id: number, topic: string, active?: boolean) => ({ id, topic, active });

describe('default topic (SPEC §4)', () => {
  it('picks the first topic containing "sales", in any case and anywhere in the name', () => {
    expect(defaultRecipient([r(1, 'Support'), r(2, 'Enterprise SALES'), r(3, 'Sales')])).toEqual(
      r(2, 'Enterprise SALES'),
    );
    expect(defaultRecipient([r(1, 'Press'), r(2, 'presales')])).toEqual(r(2, 'presales'));
  });

  it('falls back to the first recipient without a sales topic', () => {
    expect(defaultRecipient([r(1, 'Support'), r(2, 'Press')])).toEqual(r(1, 'Support'));
  });

  it('honours the active flag, for the sales topic and for the fallback', () => {
    expect(defaultRecipient([r(1, 'Sales', false), r(2, 'Press', true)])).toEqual(
      r(2, 'Press', true),
    );
    expect(
      defaultRecipient([r(1, 'Sales', false), r(2, 'Support', true), r(3, 'Presales', true)]),
    ).toEqual(r(3, 'Presales', true));
    expect(defaultRecipient([r(1, 'Support', false), r(2, 'Press', true)])).toEqual(
      r(2, 'Press', true),
    );
  });

  it('has no default without an active recipient', () => {
    expect(defaultRecipient([])).toBeUndefined();
    expect(defaultRecipient([r(1, 'Sales', false), r(2, 'Press', false)])).toBeUndefined();
  });
});
