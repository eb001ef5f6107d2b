import { DomUtils, parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.findAll>[number];

/** Text as people read it: no soft hyphens, no-break spaces as spaces, one space between words. */
export const plain = (text: string) =>
  text
    .replace(/\u00AD/g, '')
    .replace(/\u00A0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What the structured-data check reads of one prerendered page. */
export interface BuiltPageFacts {
  /** The page's own URL (canonical link), or null (404 pages). */
  canonical: string | null;
  language: string;
  /** hreflang -> URL of the alternates it names. */
  alternates: Map<string, string>;
  /** The text of each JSON-LD script, in order. */
  jsonLd: string[];
  /** The FAQ accordion's questions and answers, as shown. */
  faq: Array<{ question: string; answer: string }>;
  /** Every price the page shows in a plan or offer (euros), and the names above them. */
  prices: number[];
  /** The text of the page's body. */
  text: string;
}

const byTestId = (root: Node | Element, id: string) =>
  DomUtils.findAll((el) => el.attribs['data-testid'] === id, [root]);

/** The words of an element, without what is hidden from people (aria-hidden numbers). */
function shownText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Element['children'][number]) => {
    if (DomUtils.isText(node)) parts.push(node.data);
    else if (
      DomUtils.isTag(node) &&
      node.attribs['aria-hidden'] !== 'true' &&
      !['script', 'style', 'template'].includes(node.name)
    )
      for (const child of node.children) walk(child);
  };
  for (const child of element.children) walk(child);
  return plain(parts.join(''));
}

/** Reads a prerendered page's head links, JSON-LD and the facts its structured data repeats. */
export function builtPageFacts(html: string): BuiltPageFacts {
  const document = parseDocument(html);
  const tags = (name: string) => DomUtils.getElementsByTagName(name, document);
  const alternates = new Map<string, string>();
  let canonical: string | null = null;
  for (const link of tags('link')) {
    if (link.attribs.rel === 'canonical') canonical = link.attribs.href ?? null;
    if (link.attribs.rel === 'alternate' && link.attribs.hreflang)
      alternates.set(link.attribs.hreflang, link.attribs.href ?? '');
  }
  const jsonLd = tags('script')
    .filter((script) => script.attribs.type === 'application/ld+json')
    .map((script) => DomUtils.textContent(script));
  const questions = byTestId(document, 'faq-question').map(shownText);
  const answers = byTestId(document, 'faq-answer').map(shownText);
  const prices = [...byTestId(document, 'plan-price'), ...byTestId(document, 'offer-price')]
    // "69 €", "€69", "1.190 €": whole euros (formatEuro), thousands separated by . or ,.
    .map((element) => Number(shownText(element).replace(/\D/g, '')))
    .filter((price) => Number.isFinite(price) && price > 0);
  const body = tags('body')[0];
  return {
    canonical,
    language: tags('html')[0]?.attribs.lang ?? '',
    alternates,
    jsonLd,
    faq: questions.map((question, index) => ({ question, answer: answers[index] ?? '' })),
    prices,
    text: body ? shownText(body) : '',
  };
}
