import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  exampleAddressesIn,
  exampleAddressWarning,
  isExampleAddress,
} from '../../src/content/example-addresses';
import { exampleAddressReport } from '../../scripts/build/example-address-report';
import { resolveAppAddress } from '../../src/web/lib/app-links';

describe('example addresses (issue 37.9)', () => {
  it('knows the hosts reserved for examples, and only those', () => {
    for (const address of [
      'https://www.prol.example',
      'https://app.prol.example/monitor',
      'http://shop.test/x',
      'https://example.com',
      'https://mail.example.org/a',
      'https://x.invalid',
    ])
      expect(isExampleAddress(address), address).toBe(true);
    for (const address of [
      'https://www.prol.at',
      'https://examples.com',
      'https://example.company.at',
      'https://www.ffg.at/testing',
      '{appOrigin}/monitor',
      'not a url',
    ])
      expect(isExampleAddress(address), address).toBe(false);
  });

  it('names file, JSON path and address of each, inside longer texts too', () => {
    const found = exampleAddressesIn('pages/site.json', {
      siteOrigin: 'https://www.prol.example',
      footer: { items: [{ to: '/faq' }, { href: 'https://partner.example/a?b=1' }] },
      note: 'Mehr unter https://docs.example.com/guide).',
      real: 'https://www.wko.at',
    });
    expect(found).toEqual([
      { file: 'pages/site.json', path: 'siteOrigin', address: 'https://www.prol.example' },
      {
        file: 'pages/site.json',
        path: 'footer.items[1].href',
        address: 'https://partner.example/a?b=1',
      },
      { file: 'pages/site.json', path: 'note', address: 'https://docs.example.com/guide' },
    ]);
  });

  it('says nothing when none is left, and one block listing each otherwise', () => {
    expect(exampleAddressWarning([])).toBeUndefined();
    const warning = exampleAddressWarning(
      exampleAddressesIn('pages/a.json', { a: 'https://a.example', b: 'https://b.example' }),
    );
    expect(warning?.split('\n')).toEqual([
      expect.stringContaining('2 example addresses are still in the content'),
      '  pages/a.json a: https://a.example',
      '  pages/a.json b: https://b.example',
    ]);
  });

  describe('the build report over a project', () => {
    let root = '';
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('reads pages/ and locales/, and is silent once the real hosts are in', () => {
      root = mkdtempSync(join(tmpdir(), 'example-addresses-'));
      mkdirSync(join(root, 'pages'));
      mkdirSync(join(root, 'locales/de'), { recursive: true });
      writeFileSync(
        join(root, 'pages/site.json'),
        JSON.stringify({
          siteOrigin: 'https://www.prol.example',
          appOrigin: 'https://app.prol.at',
        }),
      );
      writeFileSync(join(root, 'locales/de/common.json'), '{"x": "Siehe https://hilfe.example"}');
      writeFileSync(join(root, 'pages/broken.json'), '{');
      const report = exampleAddressReport(root);
      expect(report).toContain('pages/site.json siteOrigin: https://www.prol.example');
      expect(report).toContain('locales/de/common.json x: https://hilfe.example');
      expect(report).not.toContain('app.prol.at');

      writeFileSync(join(root, 'pages/site.json'), '{"siteOrigin": "https://www.prol.at"}');
      writeFileSync(join(root, 'locales/de/common.json'), '{"x": "Siehe https://hilfe.prol.at"}');
      expect(exampleAddressReport(root)).toBeUndefined();
    });

    it("lists this repository's example hosts today (site, app, partner)", () => {
      const report = exampleAddressReport(process.cwd()) ?? '';
      expect(report).toContain('pages/site.json siteOrigin');
      expect(report).toContain('pages/site.json appOrigin');
      expect(report).toContain('donauwelle-media.example');
      // The app's monitor page follows appOrigin instead of naming the host again.
      expect(report).not.toContain('/monitor');
    });
  });

  it('a link to {appOrigin}/path goes to that page of the app set in pages/site.json', () => {
    expect(resolveAppAddress('{appOrigin}/monitor', 'https://app.prol.at/')).toBe(
      'https://app.prol.at/monitor',
    );
    expect(resolveAppAddress('https://www.ffg.at', 'https://app.prol.at')).toBe(
      'https://www.ffg.at',
    );
  });
});
