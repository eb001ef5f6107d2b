import { describe, expect, it } from 'vitest';
import { createSiteDataSource } from '../../src/content/node/site-data-source';
import type { ArticlePayload, PagePayload } from '../../src/content/site-data';
import { createTempProject, PROJECT_ROOT } from '../helpers/temp-project';

const source = createSiteDataSource(PROJECT_ROOT, { hashSharedTexts: true, today: '2026-01-01' });
const head = (file: string, language: 'de' | 'en') =>
  (source.get(`/_app/page/${file}.${language}.json`) as PagePayload).head!;
const types = (file: string, language: 'de' | 'en' = 'de') =>
  head(file, language).jsonLd.map((block) => block['@type']);

describe('structured data of the pages (issue 39)', () => {
  it('gives the home page Organization and WebSite, with the imprint address', () => {
    expect(types('home')).toEqual(['Organization', 'WebSite']);
    const [organization, website] = head('home', 'en').jsonLd;
    expect(organization).toMatchObject({
      name: 'ProL',
      legalName: 'ProL GmbH',
      url: 'https://www.prol.example/en',
      logo: 'https://www.prol.example/images/logo-512.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Mariahilfer Straße 47/1/12',
        postalCode: '1060',
        addressLocality: 'Vienna',
        addressCountry: 'Austria',
      },
    });
    expect(website).toMatchObject({ name: 'ProL', inLanguage: 'en' });
  });

  it('lists every FAQ question of the locale file, in the page language', () => {
    const faq = head('faq', 'de').jsonLd[0] as { mainEntity: Array<{ name: string }> };
    const { faq: texts } = (source.get('/_app/page/faq.de.json') as PagePayload).texts as {
      faq: { questions: Record<string, { question: string }> };
    };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(
      Object.values(texts.questions).map((q) => q.question.replace(/\u00AD/g, '')),
    );
    // <pagelink>…</pagelink> is markup for the page, not words.
    expect(JSON.stringify(faq)).not.toContain('pagelink');
  });

  it('gives /pricing a Product per priced plan and offer (EUR) and the enterprise offer without a price', () => {
    const blocks = head('pricing', 'en').jsonLd;
    const products = blocks.filter((block) => block['@type'] === 'Product') as Array<{
      offers: { price: number; priceCurrency: string };
    }>;
    expect(products.map((p) => p.offers.price)).toEqual([69, 89, 119, 199]);
    expect(products.every((p) => p.offers.priceCurrency === 'EUR')).toBe(true);
    const services = blocks.filter((block) => block['@type'] === 'Service');
    expect(services).toHaveLength(1);
    expect(services[0]).not.toHaveProperty('offers');
  });

  it('gives pages below the top level a breadcrumb trail, and top-level pages none', () => {
    const [trail] = head('enterprise', 'en').jsonLd as Array<{
      itemListElement: Array<{ position: number; name: string; item: string }>;
    }>;
    expect(trail?.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, 'https://www.prol.example/en'],
      [2, 'https://www.prol.example/en/products'],
      [3, 'https://www.prol.example/en/products/enterprise'],
    ]);
    expect(types('faq')).toEqual(['FAQPage']);
    expect(types('about')).toEqual([]);
  });

  it('gives an article the trail News › article', () => {
    const slug = source.articleSlugs()[0]!;
    const payload = source.get(`/_app/article/en/${slug}.json`) as ArticlePayload<{
      title: string;
    }>;
    const items = (payload.jsonLd?.[0] as { itemListElement: Array<{ name: string }> })
      .itemListElement;
    expect(items.at(-2)?.name).toBe('News');
    expect(items.at(-1)?.name).toBe(payload.article.title.replace(/\u00AD/g, ''));
  });
});

describe('share pictures of the pages (issue 39)', () => {
  it('names a generated 1200x630 picture per page and language, by content hash', () => {
    const de = head('faq', 'de').image;
    const en = head('faq', 'en').image;
    expect(de.url).toMatch(/^\/images\/share\/pages\/faq\.de\.[A-Za-z0-9]{10}\.png$/);
    expect(en.url).not.toBe(de.url);
    expect(de).toMatchObject({ width: 1200, height: 630, alt: 'FAQ – Häufige Fragen – ProL' });
    expect(source.shareImages().map((image) => image.url)).toContain(de.url);
  });

  it('draws the 404 page and the article template their own (what a dead link shows)', () => {
    const drawn = source.shareImages();
    for (const file of ['not-found', 'news-article'])
      for (const language of ['de', 'en'] as const) {
        const image = head(file, language).image;
        expect(image.url).toMatch(new RegExp(`^/images/share/pages/${file}\\.${language}\\.`));
        expect(drawn.map((picture) => picture.url)).toContain(image.url);
      }
    const notFound = drawn.find((picture) => picture.url === head('not-found', 'de').image.url);
    expect(notFound?.title.replace(/\u00AD/g, '')).toBe('Seite nicht gefunden');
  });

  it('keeps the name while the words stay, and changes it with them', () => {
    const project = createTempProject();
    try {
      const copy = () => createSiteDataSource(project.root, { hashSharedTexts: true });
      const before = (copy().get('/_app/page/faq.en.json') as PagePayload).head!.image.url;
      expect(before).toBe(head('faq', 'en').image.url);
      const texts = JSON.parse(project.read('locales/en/faq.json'));
      texts.hero.title = 'Questions and answers';
      project.write('locales/en/faq.json', JSON.stringify(texts));
      const after = copy();
      expect((after.get('/_app/page/faq.en.json') as PagePayload).head!.image.url).not.toBe(before);
      expect((after.get('/_app/page/faq.de.json') as PagePayload).head!.image.url).toBe(
        head('faq', 'de').image.url,
      );
    } finally {
      project.remove();
    }
  });

  it('uses a picture the page file names, and draws none for it', () => {
    const project = createTempProject();
    try {
      const page = JSON.parse(project.read('pages/faq.json'));
      page.meta.image = '/images/share/prol-share.png';
      project.write('pages/faq.json', JSON.stringify(page));
      const copy = createSiteDataSource(project.root, { hashSharedTexts: true });
      expect((copy.get('/_app/page/faq.de.json') as PagePayload).head!.image).toEqual({
        url: '/images/share/prol-share.png',
        alt: expect.any(String),
        width: 1200,
        height: 630,
      });
      expect(copy.shareImages().some((image) => image.url.includes('/faq.'))).toBe(false);
    } finally {
      project.remove();
    }
  });
});
