import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../scripts/editor/upload';

/**
 * Issue 35: an uploaded SVG keeps no reference to another host: a picture opened on its own
 * must not fetch anything from elsewhere (a tracking pixel, a stylesheet, a font).
 */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`;
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('editor: the SVG sanitiser', () => {
  it.each([
    ['<image href>', '<image href="https://evil.example/a.png" width="1" height="1"/>'],
    ['<image xlink:href>', '<image xlink:href="http://evil.example/a.png" width="1" height="1"/>'],
    ['a protocol-relative href', '<image href="//evil.example/a.png" width="1" height="1"/>'],
    ['<feImage href>', '<filter id="f"><feImage href="https://evil.example/a.png"/></filter>'],
    ['<use href>', '<use href="http://evil.example/sprite.svg#a"/>'],
    ['<a xlink:href>', '<a xlink:href="https://evil.example/"><text>x</text></a>'],
    ['@import url()', '<style>@import url(https://evil.example/a.css); .a{fill:red}</style>'],
    ['@import "…"', '<style>@import "https://evil.example/b.css";</style>'],
    ['url() in <style>', '<style>.a{fill:url(https://evil.example/p.svg#g)}</style>'],
    [
      'a font from elsewhere',
      '<style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style>',
    ],
    [
      'url() in @media',
      '<style>@media (min-width:1px){.a{fill:url("http://evil.example/x")}}</style>',
    ],
    ['an escaped url()', '<style>.a{background:\\75 rl(https://evil.example/x)}</style>'],
    [
      'url() in a style attribute',
      '<rect style="fill:url(https://evil.example/s.svg#x)" width="1" height="1"/>',
    ],
    [
      'url() in a presentation attribute',
      '<rect fill="url(http://evil.example/f.svg#p)" width="1" height="1"/>',
    ],
    [
      'url() in an animation value',
      '<rect width="1" height="1"><animate attributeName="fill" to="url(https://evil.example/x)"/></rect>',
    ],
  ])('removes a reference to another host: %s', (_name, body) => {
    const clean = sanitizeSvg(svg(body));
    expect(clean).not.toMatch(/evil\.example/);
    expect(clean).not.toMatch(/@import/);
  });

  it('keeps the picture: shapes, local references, embedded images and harmless styles', () => {
    const clean = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<style>.a{fill:url(#g);stroke:red}</style>' +
          '<rect class="a" fill="url(#g)" style="stroke:#000;stroke-width:2" width="5" height="5"/>' +
          `<image href="${PIXEL}" width="1" height="1"/>`,
      ),
    );
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toMatch(/\.a\s*\{\s*fill:\s*url\(#g\);\s*stroke:\s*red;?\s*\}/);
    expect(clean).toContain('style="stroke:#000;stroke-width:2"');
    expect(clean).toContain(`href="${PIXEL}"`);
  });

  it('still removes scripts and event handlers', () => {
    const clean = sanitizeSvg(svg('<script>alert(1)</script><rect onload="alert(1)"/>'));
    expect(clean).not.toMatch(/script|onload/);
  });
});
