/**
 * `npx tsx scripts/render-article-share-images.ts`: renders the 1200x630 share image of every
 * article (pages/articles/<lang>/*.json -> its shareImageUrl) with Debian's Chromium: the
 * article's own illustration, its title and the product name, in the article's language.
 * Run it after changing an article's title or illustration; commit the PNGs. Debian's ffmpeg
 * reduces each to a 256-colour palette, which keeps it well under 150 KB.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumExecutable } from '../tests/e2e/support/chromium';

const root = resolve('.');
const font = pathToFileURL(
  join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).href;
const site = JSON.parse(readFileSync(join(root, 'pages/site.json'), 'utf8')) as {
  productName: string;
};

interface ArticleFile {
  title: string;
  source: string;
  imageUrl: string;
  shareImageUrl: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function html(article: ArticleFile): string {
  const image = pathToFileURL(join(root, 'public', article.imageUrl)).href;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url('${font}') format('woff2'); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; overflow: hidden; font-family: Inter, sans-serif;
  background: #0a1430; color: #fff; position: relative; }
.art { position: absolute; inset: 0 0 0 520px; background: url('${image}') center / cover; }
.fade { position: absolute; inset: 0; background: linear-gradient(90deg, #0a1430 42%, rgba(10,20,48,.85) 58%, rgba(10,20,48,0) 80%); }
.text { position: absolute; left: 72px; top: 64px; bottom: 64px; width: 640px; display: flex; flex-direction: column; }
.source { font-size: 24px; font-weight: 600; letter-spacing: .12em; text-transform: uppercase; color: #fdba74; }
h1 { margin-top: 28px; font-size: 60px; line-height: 1.08; font-weight: 750; letter-spacing: -.02em; }
.brand { margin-top: auto; display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 700; }
.dot { width: 18px; height: 18px; border-radius: 50%; background: #c2410c; }
</style></head><body><div class="art"></div><div class="fade"></div>
<div class="text"><p class="source">${escape(article.source)}</p><h1>${escape(article.title)}</h1>
<p class="brand"><span class="dot"></span>${escape(site.productName)}</p></div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
const scratch = join(root, '.tmp', 'share-images');
mkdirSync(scratch, { recursive: true });
for (const language of ['de', 'en']) {
  const dir = join(root, 'pages', 'articles', language);
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const article = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ArticleFile;
    const file = join(scratch, `${language}-${name}.html`);
    writeFileSync(file, html(article));
    await page.goto(pathToFileURL(file).href);
    await page.evaluate(() => document.fonts.ready);
    const out = join(root, 'public', article.shareImageUrl);
    mkdirSync(dirname(out), { recursive: true });
    const raw = join(scratch, `${language}-${name}.png`);
    await page.screenshot({ path: raw, type: 'png' });
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', raw, '-vf'],
      'split[a][b];[a]palettegen=max_colors=256[p];[b][p]paletteuse=dither=sierra2_4a',
      out,
    ]);
    console.log(`wrote public${article.shareImageUrl}`);
  }
}
await browser.close();
rmSync(scratch, { recursive: true, force: true });
