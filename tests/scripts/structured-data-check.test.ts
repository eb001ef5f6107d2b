import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStructuredData, formatProblem } from '../../scripts/quality/structured-data-check';
import { createTempProject } from '../helpers/temp-project';
import { prerenderInto } from './support/prerender-into';

/**
 * The build's structured-data check (decision 253) on pages prerendered from a temp copy of the
 * content, then with mistakes seeded into the written HTML: each must be named by page, type and
 * property.
 */
const project = createTempProject();
const client = join(project.root, 'dist', 'client');
const PATHS = ['/', '/faq', '/pricing', '/products/enterprise', '/products'];
let pristine = new Map<string, string>();

const file = (page: string) => join(client, page === '/' ? '' : page.slice(1), 'index.html');
const edit = (page: string, change: (html: string) => string) => {
  const html = readFileSync(file(page), 'utf8');
  const changed = change(html);
  expect(changed).not.toBe(html);
  writeFileSync(file(page), changed);
};
/** What the tests change of a JSON-LD block. */
interface Block {
  '@type'?: string;
  mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
  offers?: { price: number };
  logo?: string;
}
/** The JSON-LD blocks of a page, to change one and write it back. */
const editJsonLd = (page: string, change: (blocks: Block[]) => void) =>
  edit(page, (html) =>
    html.replace(
      /(<script data-head type="application\/ld\+json">)(.*?)(<\/script>)/gs,
      (_all, open: string, json: string, close: string) => {
        const blocks = [JSON.parse(json)];
        change(blocks);
        return open + JSON.stringify(blocks[0]).replace(/</g, '\\u003c') + close;
      },
    ),
  );
const problems = () => checkStructuredData(client).map(formatProblem);

beforeAll(async () => {
  await prerenderInto(project.root, client, PATHS);
  pristine = new Map(
    PATHS.flatMap((path) => [path, `/en${path === '/' ? '' : path}`]).map((page) => [
      page,
      readFileSync(file(page), 'utf8'),
    ]),
  );
}, 120_000);
afterAll(() => project.remove());
const restore = () => {
  for (const [page, html] of pristine) writeFileSync(file(page), html);
};

describe('structured-data check', () => {
  it('passes the pages as the build writes them', () => {
    restore();
    expect(problems()).toEqual([]);
  });

  it('names the FAQ page and mainEntity when the data lacks a question the page shows', () => {
    restore();
    let removed = '';
    editJsonLd('/faq', (blocks) => {
      for (const block of blocks)
        if (block['@type'] === 'FAQPage') removed = block.mainEntity.splice(3, 1)[0]?.name ?? '';
    });
    expect(removed).not.toBe('');
    expect(problems()).toContainEqual(
      `/faq: FAQPage mainEntity: the page shows the question "${removed}", the data lacks it`,
    );
  });

  it('names the page and acceptedAnswer.text when an answer differs', () => {
    restore();
    editJsonLd('/en/faq', (blocks) => {
      for (const block of blocks)
        if (block['@type'] === 'FAQPage')
          block.mainEntity[0]!.acceptedAnswer.text = 'Something else.';
    });
    expect(problems().join('\n')).toContain('/en/faq: FAQPage mainEntity[0].acceptedAnswer.text');
  });

  it('names the pricing page and offers.price when a price changed in the data only', () => {
    restore();
    editJsonLd('/pricing', (blocks) => {
      for (const block of blocks) if (block.offers?.price === 89) block.offers.price = 79;
    });
    const found = problems();
    expect(found.join('\n')).toContain(
      '/pricing: Product offers.price: 79 is not a price the page shows',
    );
    expect(found).toContain(
      '/pricing: Product offers.price: the page shows the price 89, no Product offers it',
    );
  });

  it('names the pricing page and offers.price when a price changed on the page only', () => {
    restore();
    edit('/en/pricing', (html) =>
      // Both the table and the cards (narrow screens) show each plan's price.
      html.replace(/(data-testid="plan-price"[^>]*>)€119</g, '$1€129<'),
    );
    const found = problems();
    expect(found.join('\n')).toContain(
      '/en/pricing: Product offers.price: 119 is not a price the page shows',
    );
    expect(found).toContain(
      '/en/pricing: Product offers.price: the page shows the price 129, no Product offers it',
    );
  });

  it('names a missing required property', () => {
    restore();
    editJsonLd('/', (blocks) => {
      for (const block of blocks) if (block['@type'] === 'Organization') delete block.logo;
    });
    expect(problems()).toContain('/: Organization logo: missing');
  });

  it('names a block that does not parse', () => {
    restore();
    edit('/products', (html) =>
      html.replace(
        '</title>',
        '</title><script data-head type="application/ld+json">{"@type":</script>',
      ),
    );
    expect(problems().join('\n')).toMatch(/^\/products: JSON-LD script 1: does not parse/m);
  });

  it('names an hreflang pair that does not point both ways', () => {
    restore();
    edit('/en/products/enterprise', (html) =>
      html.replace(
        /hreflang="de" href="[^"]*"/,
        'hreflang="de" href="https://www.prol.example/products"',
      ),
    );
    expect(problems()).toContain(
      '/en/products/enterprise: hreflang de: https://www.prol.example/products does not name https://www.prol.example/en/products/enterprise back as "en"',
    );
  });
});
