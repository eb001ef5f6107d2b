import { createHash } from 'node:crypto';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type GeneratedShareImage } from './share-image';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The product mark (public/favicon.svg, the logo of src/web/app/shell/logo.tsx). */
const MARK = `<svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M18 46V18h14.5c6.4 0 10.5 3.9 10.5 9.6S38.9 37.2 32.5 37.2H25V46z M25 31h7c2.5 0 4-1.3 4-3.4S34.5 24.2 32 24.2h-7z" fill="#0a1430"/><circle cx="47" cy="44" r="5" fill="#c2410c"/></svg>`;

/** The width of the text column, in CSS pixels of the 1200 x 630 picture. */
const TITLE_WIDTH = 770;
/**
 * A little more than the average width of an Inter 750 letter (0.55 em, measured on the titles):
 * a word judged to fit does; one that still does not is broken by `overflow-wrap`, never cut.
 */
const LETTER_EM = 0.62;

/**
 * The title with soft hyphens only in words that may be too wide for a line of the column: a
 * word that fits whole is never split ("ques-tions" on a picture with room to spare), a long
 * German compound may still be.
 */
export function hyphenatedOnlyIfLong(title: string, size: number): string {
  return title.replace(/\S+/g, (word) => {
    const plain = word.replace(/\u00AD/g, '');
    return plain.length * size * LETTER_EM > TITLE_WIDTH ? word : plain;
  });
}

/**
 * A page's share picture as an HTML document, drawn by Chromium at 1200x630: the design of the
 * articles' pictures (scripts/render-article-share-images.ts: navy, orange eyebrow, white title,
 * product name at the foot) with the product mark where an article has its illustration.
 */
export function shareImageHtml(image: GeneratedShareImage, fontUrl: string): string {
  // Long titles (German ones above all) get a smaller size, so they stay within four lines.
  const size = image.title.length > 70 ? 50 : image.title.length > 44 ? 58 : 66;
  // Balanced lines (no lone last word), and no word split that would fit whole: balancing
  // otherwise takes every soft hyphen the text offers ("Unternehmensspra-che").
  const title = hyphenatedOnlyIfLong(image.title, size);
  return `<!doctype html><html lang="${image.language}"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url('${fontUrl}') format('woff2'); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: ${SHARE_IMAGE_WIDTH}px; height: ${SHARE_IMAGE_HEIGHT}px; overflow: hidden;
  font-family: Inter, sans-serif; background: #0a1430; color: #fff; position: relative; }
.glow { position: absolute; right: -160px; top: -200px; width: 620px; height: 620px; border-radius: 50%;
  background: radial-gradient(circle at 40% 60%, #1e3a70 0%, #15295a 55%, rgba(21,41,90,0) 72%); }
.mark { position: absolute; right: 90px; top: 205px; width: 220px; height: 220px; transform: rotate(-8deg);
  filter: drop-shadow(0 24px 48px rgba(0,0,0,.45)); }
.mark svg { width: 100%; height: 100%; }
.line { position: absolute; left: 520px; right: 0; bottom: 68px; height: 2px;
  background: linear-gradient(90deg, rgba(96,128,200,0), #6080c8); }
.text { position: absolute; left: 72px; top: 64px; bottom: 64px; width: ${TITLE_WIDTH}px; display: flex; flex-direction: column; }
.eyebrow { font-size: 24px; font-weight: 600; letter-spacing: .12em; text-transform: uppercase; color: #fdba74; }
h1 { margin-top: 28px; font-size: ${size}px; line-height: 1.08; font-weight: 750; letter-spacing: -.02em;
  hyphens: manual; overflow-wrap: break-word; text-wrap: balance; }
.brand { margin-top: auto; display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 700; }
.dot { width: 18px; height: 18px; border-radius: 50%; background: #c2410c; }
</style></head><body><div class="glow"></div><div class="mark">${MARK}</div><div class="line"></div>
<div class="text">${image.eyebrow ? `<p class="eyebrow">${escape(image.eyebrow)}</p>` : ''}<h1>${escape(title)}</h1>
<p class="brand"><span class="dot"></span>${escape(image.productName)}</p></div></body></html>`;
}

/**
 * Part of every picture's hash: editing the design above draws every picture again under new
 * names, without anyone having to remember a version number. (The functions' text names the
 * constants without their values, so those are hashed on their own.)
 */
export const SHARE_IMAGE_DESIGN = createHash('sha256')
  .update(
    [shareImageHtml, hyphenatedOnlyIfLong, MARK, TITLE_WIDTH, LETTER_EM].map(String).join('\n'),
  )
  .digest('hex')
  .slice(0, 12);
