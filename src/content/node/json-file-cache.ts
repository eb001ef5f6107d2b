import { statSync } from 'node:fs';
import { readJsonOrNull } from './text-selection';

/** Reads a JSON file (null when missing or broken), then `prepare`s the value. */
export type JsonReader = (file: string, prepare?: (value: unknown) => unknown) => unknown;

/** Parses on every call (the build reads each file once). */
export const readJson: JsonReader = (file, prepare = (value) => value) =>
  prepare(readJsonOrNull(file));

/**
 * A JSON file reader that parses a file again only when its modification time or size changed:
 * the dev server rebuilds its site data after every edit, and with thousands of pages reading
 * them all again took most of a second (issue 26). Callers must not change what it returns.
 * `prepare` (typesetting, say) runs once per parse and its result is what is kept: each file
 * must always be read with the same `prepare`.
 */
export function unchangedFileReuser(): JsonReader {
  const parsed = new Map<string, { stamp: string; value: unknown }>();
  return (file, prepare = (value) => value) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const known = parsed.get(file);
    if (known?.stamp === stamp) return known.value;
    const value = prepare(readJsonOrNull(file));
    parsed.set(file, { stamp, value });
    return value;
  };
}
