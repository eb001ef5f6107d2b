import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/** A reference that stays in the picture: a fragment (#id) or an embedded raster image. */
const LOCAL = /^(#|data:image\/(png|jpe?g|gif|webp)[;,])/i;
const URL_CALL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
/**
 * What may fetch from elsewhere once the local url(#…) calls are set aside: another url(), the
 * functions that load without url() (image-set("…"), image(), src()), @import, and any CSS escape
 * (`\75 rl(` is url( to a browser).
 */
const ELSEWHERE = /url\s*\(|image-set\s*\(|\bimage\s*\(|\bsrc\s*\(|@import|\\/i;

function referencesElsewhere(value: string): boolean {
  const rest = value.replace(URL_CALL, (call, _quote, target: string) =>
    LOCAL.test(target.trim()) ? '' : call,
  );
  return ELSEWHERE.test(rest);
}

type Window = JSDOM['window'];

/** Drops @import rules and every declaration that loads from elsewhere, in rule lists at any depth. */
function scrubRules(window: Window, owner: CSSStyleSheet | CSSGroupingRule): void {
  for (let i = owner.cssRules.length - 1; i >= 0; i--) {
    const rule = owner.cssRules[i] as CSSRule;
    if (rule.type === window.CSSRule.IMPORT_RULE) {
      owner.deleteRule(i);
      continue;
    }
    if ('cssRules' in rule) scrubRules(window, rule as CSSGroupingRule);
    if ('style' in rule) scrubDeclarations(rule.style as CSSStyleDeclaration);
  }
}

function scrubDeclarations(style: CSSStyleDeclaration): void {
  for (let i = style.length - 1; i >= 0; i--) {
    const name = style.item(i);
    if (referencesElsewhere(style.getPropertyValue(name))) style.removeProperty(name);
  }
}

/**
 * A style sheet without references to elsewhere. Only a sheet that has one is rewritten, through
 * jsdom's CSS object model (which writes the rules anew and drops properties it does not know):
 * the usual SVG keeps its text byte for byte. What still looks like a reference afterwards
 * removes the whole sheet.
 */
function cleanStyleSheet(window: Window, css: string): string {
  if (!referencesElsewhere(css)) return css;
  const style = window.document.createElement('style');
  style.textContent = css;
  window.document.head.append(style);
  const sheet = style.sheet as CSSStyleSheet;
  scrubRules(window, sheet);
  const text = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
  style.remove();
  return referencesElsewhere(text) ? '' : text;
}

/** A style attribute without references to elsewhere (null: nothing left of it). */
function cleanStyleAttribute(window: Window, value: string): string | null {
  if (!referencesElsewhere(value)) return value;
  const element = window.document.createElement('div');
  element.setAttribute('style', value);
  scrubDeclarations(element.style);
  const text = element.style.cssText;
  return text && !referencesElsewhere(text) ? text : null;
}

let purifier: DOMPurify | null = null;

/**
 * DOMPurify's SVG profile (no scripts, event handlers or foreign objects), and, through its
 * hooks, nothing that loads from another host when the picture is opened on its own (issue 35):
 * href and xlink:href only to a fragment or an embedded image, no url() to elsewhere in any
 * attribute, in style attributes or in <style> (where @import goes too).
 */
function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style')
      node.textContent = cleanStyleSheet(window, node.textContent ?? '');
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'href' || name === 'xlink:href') {
      if (!LOCAL.test(data.attrValue.trim())) data.keepAttr = false;
    } else if (name === 'style') {
      const style = cleanStyleAttribute(window, data.attrValue);
      if (style === null) data.keepAttr = false;
      else data.attrValue = style;
    } else if (referencesElsewhere(data.attrValue)) data.keepAttr = false;
  });
  purifier = purify;
  return purify;
}

/** An uploaded SVG made safe to serve from the site's own host. */
export function sanitizeSvg(svg: string): string {
  return svgPurifier().sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
}
