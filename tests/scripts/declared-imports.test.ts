import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/temp-project';
import { codeFiles } from './support/source-files';

/**
 * A package our code imports must be in package.json. One that is only installed because
 * another package depends on it works until that package changes its own dependencies; then a
 * clean `npm ci` breaks the build without any change of ours.
 */
const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
const builtins = new Set(builtinModules);

/** `react-dom/client` -> `react-dom`, `@scope/name/x` -> `@scope/name`; null for paths. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtins.has(name) ? null : name;
}

/** Imports, exports from, dynamic imports and requires (TypeScript's own scan). */
function importedSpecifiers(file: string): string[] {
  const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
}

describe('imported packages', () => {
  it('reads a package name from a specifier', () => {
    expect(packageName('react-dom/client')).toBe('react-dom');
    expect(packageName('@fastify/static')).toBe('@fastify/static');
    expect(packageName('embla-carousel')).toBe('embla-carousel');
    expect(packageName('node:fs')).toBeNull();
    expect(packageName('fs')).toBeNull();
    expect(packageName('./x')).toBeNull();
    expect(packageName('virtual:admin-validators')).toBeNull();
  });

  it('every package imported in src/, scripts/, tests/ and editor/ is declared in package.json', () => {
    const undeclared: string[] = [];
    for (const file of [...codeFiles(), 'vite.config.ts']) {
      for (const specifier of importedSpecifiers(file)) {
        const name = packageName(specifier);
        if (name && !declared.has(name)) undeclared.push(`${file}: ${specifier}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
