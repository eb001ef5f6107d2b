import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TWOCOL_MIN_WIDTH, TWOCOL_QUERY } from '../../src/web/lib/breakpoints';
import { PROJECT_ROOT } from '../helpers/temp-project';

describe('breakpoints in code', () => {
  it('the twocol width is the one styles.css gives Tailwind', () => {
    const css = readFileSync(join(PROJECT_ROOT, 'src', 'web', 'styles.css'), 'utf8');
    const token = /--breakpoint-twocol:\s*([^;]+);/.exec(css)?.[1]?.trim();
    expect(token).toBe(TWOCOL_MIN_WIDTH);
    expect(TWOCOL_QUERY).toBe(`(min-width: ${token})`);
  });
});
