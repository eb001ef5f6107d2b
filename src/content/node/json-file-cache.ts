import { statSync } from 'node:fs';
import { readJsonOrNull } from './text-selection';

/**
 * A JSON file reader that parses a file again only when its modification time or size changed:
 * the dev server rebuilds its site data after every edit, and with thousands of pages reading
 * them all again took most of a second (issue 26). Callers must not change what it returns.
 */
export function unchangedFileReuser(): (file: string) => unknown {
  const parsed = new Map<string, { stamp: string; value: unknown }>();
  return (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const known = parsed.get(file);
    if (known?.stamp === stamp) return known.value;
    const value = readJsonOrNull(file);
    parsed.set(file, { stamp, value });
    return value;
  };
}
