/**
 * `npm run fonts`: writes src/web/fonts/inter-latin-wght-400-900.woff2 from the installed
 * @fontsource-variable/inter. Run it after updating that package or subset-font; the unit test
 * tests/scripts/inter-latin-font.test.ts says when the committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { INTER_LATIN_FILE, cutInterLatin } from './inter-latin';

const bytes = await cutInterLatin();
writeFileSync(INTER_LATIN_FILE, bytes);
console.log(`${INTER_LATIN_FILE}: ${bytes.length} bytes`);
