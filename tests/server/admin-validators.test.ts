import { describe, expect, it } from 'vitest';
import { recipientCreate, recipientPatch } from 'virtual:admin-validators';
import { compileStandaloneValidator } from '../../src/server/validation/api-schemas';

/**
 * Issue 23: the admin screens' validators (the API's schemas compiled at build time by
 * scripts/admin-validators-plugin.ts, with the browser's IDNA conversion) answer as the server's.
 */
describe('admin validators and the server', () => {
  it('agrees with the server on every case', () => {
    const cases: unknown[] = [
      { topic: 'Sales', email: 'sales@example.com' },
      { topic: 'Sales', email: 'sales@example' },
      { topic: ' ', email: 'a@example.org' },
      { topic: 'Line\u2028break', email: 'a@example.org' },
      { topic: 'Ok', email: 'a@müller.de', active: false },
      { topic: 'Ok', email: 'a..b@example.org' },
      { topic: 'Ok', email: `${'a'.repeat(65)}@example.org` },
      { topic: 'Ok', email: 'a@example.org', extra: 1 },
      { topic: '😀'.repeat(100), email: 'a@example.org' },
      { topic: '😀'.repeat(101), email: 'a@example.org' },
    ];
    const server = compileStandaloneValidator('recipient-create');
    for (const data of cases)
      expect(recipientCreate(data), JSON.stringify(data)).toBe(server(data));
    const serverPatch = compileStandaloneValidator('recipient-patch');
    for (const data of [{}, { active: true }, { email: 'x' }, { topic: 'New' }])
      expect(recipientPatch(data), JSON.stringify(data)).toBe(serverPatch(data));
  });
});
