import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TWOCOL_MIN_WIDTH, TWOCOL_QUERY } from '../../src/web/lib/breakpoints';
import { PROJECT_ROOT } from '../helpers/temp-project';

describe('breakpoints in code', () => {
  it('the twocol width is the one theme.css gives Tailwind', () => {
    const css = readFileSync(join(PROJECT_ROOT, 'src', 'web', 'theme.css'), 'utf8');
    // Read by pattern: the variable's full name in a source file would make Tailwind emit it.
    const breakpoints = Object.fromEntries(
      [...css.matchAll(/--breakpoint-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
    );
    const token = breakpoints.twocol;
    expect(token).toBe(TWOCOL_MIN_WIDTH);
    expect(TWOCOL_QUERY).toBe(`(min-width: ${token})`);
  });
});
