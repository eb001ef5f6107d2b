import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INTER_LATIN_FILE,
  LATIN_UNICODE_RANGE,
  WEIGHT_RANGE,
  cutInterLatin,
} from '../../scripts/fonts/inter-latin';

/** The site's cut of Inter's latin face (decision 268) stays what its script makes and what the CSS says. */
const root = join(__dirname, '../..');
const css = readFileSync(join(root, 'src/web/fonts/inter.css'), 'utf8');
const latinFace = css.split('@font-face').find((face) => face.includes('inter-latin-wght-400-900'));
/** Every unicode-range of a style sheet, spaces and line breaks taken out. */
const unicodeRanges = (sheet: string) =>
  [...sheet.matchAll(/unicode-range:([^;]*);/g)].map((m) => m[1]!.replace(/\s+/g, ''));

describe('Inter latin cut', () => {
  it('is the file `npm run fonts` makes from the installed @fontsource-variable/inter', async () => {
    const fresh = await cutInterLatin();
    const committed = readFileSync(INTER_LATIN_FILE);
    expect(
      fresh.equals(committed),
      'src/web/fonts/inter-latin-wght-400-900.woff2 is out of date: run `npm run fonts`',
    ).toBe(true);
    // And it is the smaller file it is there for (48 KB as fontsource ships it).
    expect(committed.length).toBeLessThan(36 * 1024);
  });

  it("is declared with fontsource's descriptors and latin range", () => {
    expect(latinFace).toBeDefined();
    // The same weight descriptor as the other subsets (not the file's 400-900), so the faces are one font.
    expect(latinFace).toContain('font-weight: 100 900;');
    expect(unicodeRanges(latinFace ?? '')).toEqual([LATIN_UNICODE_RANGE]);
    const fontsource = readFileSync(
      join(
        dirname(createRequire(__filename).resolve('@fontsource-variable/inter/package.json')),
        'wght.css',
      ),
      'utf8',
    );
    // The other subsets join the latin one at fontsource's seams: an update that moves them shows here.
    expect(unicodeRanges(fontsource)).toContain(LATIN_UNICODE_RANGE);
  });

  it('holds every weight the site asks for (nothing lighter than regular)', () => {
    const lighter: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(css|tsx?)$/.test(entry) && !entry.endsWith('inter.css')) {
          const text = readFileSync(path, 'utf8');
          const found = text.match(
            /\bfont-(thin|extralight|light)\b|font-weight:\s*[1-3]00\b|font-\[[1-3]00\]/g,
          );
          if (found) lighter.push(`${path.slice(root.length + 1)}: ${found.join(', ')}`);
        }
      }
    };
    walk(join(root, 'src/web'));
    expect(lighter, `weights under ${WEIGHT_RANGE.min} would show as ${WEIGHT_RANGE.min}`).toEqual(
      [],
    );
  });
});
