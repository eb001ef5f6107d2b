import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, type Rgb } from './support/colour-contrast';

/**
 * Every text/background pair the site uses, read from the design tokens (src/web/theme.css
 * @theme) and, for the few Tailwind palette colours used on navy, Tailwind's own theme.css.
 * Text needs 4.5:1 (WCAG 1.4.3); focus rings and control borders need 3:1 (WCAG 1.4.11).
 * When a component starts using a new pair, add it here.
 */
const root = join(import.meta.dirname, '..', '..');
const tailwindTheme = join(
  dirname(createRequire(import.meta.url).resolve('tailwindcss/package.json')),
  'theme.css',
);

function colourVariables(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g))
    found.set(match[1] as string, (match[2] as string).trim());
  return found;
}

const tokens = colourVariables(readFileSync(join(root, 'src/web/theme.css'), 'utf8'));
const palette = colourVariables(readFileSync(tailwindTheme, 'utf8'));

/** "navy-950", "white", or "navy-950/95 over white" (a translucent colour on another). */
function colour(name: string): Rgb {
  const [top, under] = name.split(' over ');
  const [base, alpha] = (top as string).split('/');
  const value = base === 'white' ? '#ffffff' : (tokens.get(base!) ?? palette.get(base!));
  if (!value) throw new Error(`no colour "${base}" in the tokens or Tailwind's palette`);
  const rgb = parseColour(value);
  if (alpha === undefined) return rgb;
  const a = Number(alpha) / 100;
  const back = colour(under ?? 'white');
  return rgb.map((c, i) => c * a + (back[i] as number) * (1 - a)) as Rgb;
}

/** [text, background, where it is used] */
const TEXT_PAIRS: [string, string, string][] = [
  ['ink', 'white', 'body text'],
  ['ink', 'navy-50', 'body text on tinted sections'],
  ['ink', 'navy-100', 'highlighted plan column'],
  ['muted', 'white', 'secondary text'],
  ['muted', 'navy-50', 'secondary text on tinted sections, menu secondary list'],
  ['navy-950', 'white', 'headings'],
  ['navy-950', 'navy-50', 'headings on tinted sections, hovered menu rows'],
  ['navy-900', 'white', 'secondary buttons, tabs'],
  ['navy-900', 'navy-50', 'inactive comparison tabs'],
  ['navy-900', 'navy-100', 'FAQ numbers'],
  ['navy-700', 'white', 'links'],
  ['navy-700', 'navy-50', 'links on tinted sections'],
  ['accent', 'white', 'eyebrows, step numbers, hovered links'],
  ['accent', 'navy-50', 'eyebrows on tinted sections'],
  ['white', 'accent', 'primary buttons'],
  ['white', 'accent-hover', 'hovered primary buttons'],
  ['white', 'navy-950', 'dark sections, footer'],
  ['white', 'navy-900', 'dark cards, selected tab'],
  ['white', 'navy-800', 'offer card extras on dark cards'],
  ['white', 'navy-700', 'hovered dark controls'],
  ['white', 'navy-950/95 over white', 'bottom bar over a white page'],
  ['white', 'navy-900/90 over white', 'dark carousel arrows over a white slide'],
  ['slate-200', 'navy-950', 'text on dark sections'],
  ['slate-200', 'navy-900', 'text on dark cards'],
  ['slate-300', 'navy-950', 'footer links'],
  ['slate-300', 'navy-900', 'feature cards on dark sections'],
  ['white', 'navy-950/70 over white', 'hero text over the video (measured: hero-contrast.spec.ts)'],
  ['slate-100', 'navy-900', 'use-case needs list'],
  ['orange-200', 'navy-950', 'eyebrows on dark sections'],
  ['orange-200', 'navy-900', 'eyebrows on dark cards'],
  ['success', 'white', 'contact success message'],
  ['danger', 'white', 'contact error message'],
  ['danger', 'red-50', 'contact error box'],
];

/** [foreground, background, where]: non-text contrast (focus outline, control borders). */
const UI_PAIRS: [string, string, string][] = [
  ['accent', 'white', 'focus outline on white'],
  ['accent', 'navy-50', 'focus outline on tinted sections'],
  ['accent', 'navy-950', 'focus outline on dark sections'],
  ['accent', 'navy-900', 'focus outline on dark cards'],
  ['navy-900', 'white', 'secondary button border'],
  ['emerald-300', 'navy-900', 'check mark on dark comparison cards'],
  ['rose-300', 'navy-900', 'cross on dark comparison cards'],
];

describe('design token contrast', () => {
  it.each(TEXT_PAIRS)('%s text on %s (%s) is at least 4.5:1', (text, background) => {
    expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s (%s) is at least 3:1', (foreground, background) => {
    expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(3);
  });

  it('reads every token the pairs name', () => {
    for (const name of ['ink', 'muted', 'accent', 'accent-hover', 'navy-950', 'success', 'danger'])
      expect(tokens.has(name), name).toBe(true);
  });

  it('computes the known ratios (white on black 21:1, #767676 on white 4.54:1)', () => {
    expect(contrastRatio(parseColour('#fff'), parseColour('#000000'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour('#767676'), parseColour('#ffffff'))).toBeCloseTo(4.54, 2);
    // Tailwind's white-equivalent oklch(100% 0 0) is white.
    expect(contrastRatio(parseColour('oklch(100% 0 0)'), parseColour('#ffffff'))).toBeCloseTo(1);
  });
});
