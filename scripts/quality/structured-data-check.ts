import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { builtHtmlFiles } from './built-pages';
import { builtPageFacts, plain, type BuiltPageFacts } from './built-page-facts';
import { REQUIRED } from './structured-data-rules';

/** One thing wrong, named by page, schema.org type and property. */
export interface StructuredDataProblem {
  page: string;
  type: string;
  property: string;
  message: string;
}

export const formatProblem = (p: StructuredDataProblem) =>
  `${p.page}: ${p.type} ${p.property}: ${p.message}`;

type JsonObject = Record<string, unknown>;

const list = (value: unknown): JsonObject[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is JsonObject => typeof item === 'object' && item !== null,
  );

const text = (value: unknown) => (typeof value === 'string' ? plain(value) : '');

/** The FAQ the data lists against the one the page shows: same questions, order and answers. */
function faqAgreement(block: JsonObject, page: BuiltPageFacts): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const data = list(block.mainEntity).map((question) => ({
    question: text(question.name),
    answer: text(list(question.acceptedAnswer)[0]?.text),
  }));
  // Compared without spaces: the page's paragraphs and links meet without one in the HTML.
  const same = (a: string, b: string) => a.replace(/\s/g, '') === b.replace(/\s/g, '');
  const inData = (question: string) => data.some((item) => same(item.question, question));
  const onPage = (question: string) => page.faq.some((item) => same(item.question, question));
  for (const shown of page.faq)
    if (!inData(shown.question))
      problems.push([
        'mainEntity',
        `the page shows the question "${shown.question}", the data lacks it`,
      ]);
  for (const [index, item] of data.entries()) {
    if (!onPage(item.question))
      problems.push([
        `mainEntity[${index}].name`,
        `"${item.question}" is not a question the page shows`,
      ]);
    const shown = page.faq.find((candidate) => same(candidate.question, item.question));
    if (shown && !same(shown.answer, item.answer))
      problems.push([
        `mainEntity[${index}].acceptedAnswer.text`,
        `the answer to "${item.question}" differs from the one the page shows`,
      ]);
  }
  return problems;
}

/** A product's price is one the page shows, under a name the page shows. */
function productAgreement(block: JsonObject, page: BuiltPageFacts): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const name = text(block.name);
  if (name && !page.text.includes(name))
    problems.push(['name', `"${name}" is not shown on the page`]);
  for (const offer of list(block.offers)) {
    const price = Number(offer.price);
    if (!page.prices.includes(price))
      problems.push([
        'offers.price',
        `${String(offer.price)} is not a price the page shows (${page.prices.join(', ') || 'none'})`,
      ]);
  }
  return problems;
}

/** Every price the page shows is some product's offer (on a page that has product data). */
function shownPricesOffered(blocks: JsonObject[], page: BuiltPageFacts): string[] {
  const products = blocks.filter((block) => block['@type'] === 'Product');
  if (products.length === 0) return [];
  const offered = new Set(
    products.flatMap((product) => list(product.offers).map((offer) => Number(offer.price))),
  );
  return [...new Set(page.prices)].filter((price) => !offered.has(price)).map(String);
}

/**
 * The page's URL path from its file (the English FAQ's gives `/en/faq`); a 404 page keeps its
 * file name.
 */
function pageName(clientDir: string, file: string): string {
  const path = relative(clientDir, file).split(sep).join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '')}`;
}

/**
 * The build's structured-data check (decision 253): every JSON-LD block of every prerendered
 * page parses, has what search engines require of its type, and says what the page shows (the
 * FAQ's questions and answers, the offers' prices); every hreflang pair points both ways.
 */
export function checkStructuredData(clientDir: string): StructuredDataProblem[] {
  const problems: StructuredDataProblem[] = [];
  const pages = new Map<string, BuiltPageFacts>();
  for (const file of builtHtmlFiles(clientDir)) {
    const page = pageName(clientDir, file);
    const facts = builtPageFacts(readFileSync(file, 'utf8'));
    pages.set(page, facts);
    const report = (type: string, property: string, message: string) =>
      problems.push({ page, type, property, message });
    const blocks: JsonObject[] = [];
    for (const [index, source] of facts.jsonLd.entries()) {
      try {
        blocks.push(...list(JSON.parse(source)));
      } catch (error) {
        report('JSON-LD', `script ${index + 1}`, `does not parse: ${(error as Error).message}`);
      }
    }
    for (const block of blocks) {
      const type = String(block['@type'] ?? '');
      const rule = REQUIRED[type];
      if (block['@context'] !== 'https://schema.org')
        report(type || 'JSON-LD', '@context', 'is not https://schema.org');
      if (!rule) {
        report(type || 'JSON-LD', '@type', 'no rule says what this type requires');
        continue;
      }
      for (const property of rule(block)) report(type, property, 'missing');
      if (typeof block.inLanguage === 'string' && block.inLanguage !== facts.language)
        report(type, 'inLanguage', `"${block.inLanguage}" on a page in "${facts.language}"`);
      const agreement =
        type === 'FAQPage'
          ? faqAgreement(block, facts)
          : type === 'Product'
            ? productAgreement(block, facts)
            : [];
      for (const [property, message] of agreement) report(type, property, message);
    }
    if (facts.faq.length > 0 && !blocks.some((block) => block['@type'] === 'FAQPage'))
      report(
        'FAQPage',
        'mainEntity',
        `the page shows ${facts.faq.length} questions, no FAQPage lists them`,
      );
    for (const price of shownPricesOffered(blocks, facts))
      report('Product', 'offers.price', `the page shows the price ${price}, no Product offers it`);
  }
  problems.push(...hreflangProblems(pages));
  return problems;
}

/** Each alternate a page names exists and names the page back, in the page's language. */
function hreflangProblems(pages: Map<string, BuiltPageFacts>): StructuredDataProblem[] {
  const problems: StructuredDataProblem[] = [];
  const byUrl = new Map<string, BuiltPageFacts>();
  for (const facts of pages.values()) if (facts.canonical) byUrl.set(facts.canonical, facts);
  for (const [page, facts] of pages) {
    if (!facts.canonical || facts.alternates.size === 0) continue;
    const report = (property: string, message: string) =>
      problems.push({ page, type: 'hreflang', property, message });
    if (facts.alternates.get(facts.language) !== facts.canonical)
      report(facts.language, `does not name the page itself (${facts.canonical})`);
    for (const [language, url] of facts.alternates) {
      const other = byUrl.get(url);
      if (language === 'x-default') {
        if (!other) report(language, `${url} is no page of the build`);
        continue;
      }
      if (!other) report(language, `${url} is no page of the build`);
      else if (other.alternates.get(facts.language) !== facts.canonical)
        report(language, `${url} does not name ${facts.canonical} back as "${facts.language}"`);
    }
  }
  return problems;
}
