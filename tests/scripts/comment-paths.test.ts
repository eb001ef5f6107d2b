import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/temp-project';
import { codeFiles, projectFiles } from './support/source-files';

/**
 * A comment that names a file sends the reader there; after a move or a rename it sends them
 * nowhere. This finds file names in comments (`scripts/build.ts`, `pages/site.json`,
 * `app/head/apply-head.ts`, `root-layout.tsx`) and fails for one that no file matches.
 */

/** Names in comments that are examples, not files of ours. */
const EXAMPLES = new Set([
  'pages/careers.json', // the editor's example of a new page
  '../defs.schema.json', // a `$ref` as a section schema writes it
  'public/images/hero-home.svg', // defs.schema.json's example of a public path
]);

const FILE_NAME =
  /(?<![\w/.:@-])((?:\.{1,2}\/)*[\w@-][\w.@-]*(?:\/[\w.@-]+)*\.(?:tsx?|mjs|cjs|js|json|css|md|html|sh|ya?ml|svg|webp))(?![\w/*<{-])/g;

/** The text of every comment in a file, found by TypeScript's own scanner. */
function commentsIn(file: string, text: string): string[] {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  // Where a comment could start; a node without one of these in its range is not walked.
  const marks = [...text.matchAll(/\/[/*]/g)].map((match) => match.index);
  const hasMark = (start: number, end: number) => {
    let low = 0;
    let high = marks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (marks[middle]! < start) low = middle + 1;
      else high = middle;
    }
    return low < marks.length && marks[low]! < end;
  };
  // Every token's leading trivia, the tokens as the parser read them (so no `//` inside a
  // string, a template or a regular expression is taken for a comment).
  const visit = (node: ts.Node) => {
    if (!hasMark(node.getFullStart(), node.getEnd())) return;
    // TypeScript counts a comment on the previous token's line as that token's trailing one.
    collect(ts.getTrailingCommentRanges(text, node.getFullStart()));
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments;
}

/** File names a comment mentions (globs, placeholders and URLs left out). */
function fileNamesIn(comment: string): string[] {
  const names: string[] = [];
  for (const match of comment.matchAll(FILE_NAME)) {
    const before = comment.slice(0, match.index);
    if (/\b[a-z]+:\/\/\S*$/.test(before)) continue; // part of a URL
    names.push(match[1]!);
  }
  return names;
}

/** Whether a name in a comment of `file` points at a file: by path, path tail or file name. */
function pointsAtAFile(name: string, file: string, files: readonly string[]): boolean {
  if (name.startsWith('./') || name.startsWith('../'))
    return files.includes(posix.normalize(posix.join(dirname(file), name)));
  if (name.includes('/')) return files.some((f) => f === name || f.endsWith(`/${name}`));
  return files.some((f) => f === name || f.endsWith(`/${name}`));
}

describe('file names in comments', () => {
  it('finds the names and tells a missing file from a present one', () => {
    const files = ['scripts/build.ts', 'src/web/app/head/apply-head.ts', 'pages/site.json'];
    const comment = `/** Written by scripts/build.ts into pages/site.json (see
     * app/head/apply-head.ts, scripts/vite-page-texts-plugin.ts, locales/<language>/faq.json,
     * https://example.com/x.json). */`;
    const names = fileNamesIn(comment);
    expect(names).toEqual([
      'scripts/build.ts',
      'pages/site.json',
      'app/head/apply-head.ts',
      'scripts/vite-page-texts-plugin.ts',
    ]);
    expect(names.filter((n) => !pointsAtAFile(n, 'src/x.ts', files))).toEqual([
      'scripts/vite-page-texts-plugin.ts',
    ]);
    expect(pointsAtAFile('apply-head.ts', 'src/x.ts', files)).toBe(true);
    expect(pointsAtAFile('../app/head/apply-head.ts', 'src/web/lib/x.ts', files)).toBe(true);
  });

  it('reads comments, not strings', () => {
    const text = "const a = '// not/a.ts';\n// one/b.ts\nconst c = <p>{/* two/c.tsx */}</p>;\n";
    expect(commentsIn('x.tsx', text)).toEqual(['// one/b.ts', '/* two/c.tsx */']);
  });

  it('every file a comment in src/, scripts/, editor/ or tests/ names exists', () => {
    const files = projectFiles();
    const missing: string[] = [];
    for (const file of codeFiles()) {
      const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
      if (fileNamesIn(text).length === 0) continue; // no name anywhere: nothing to parse
      for (const comment of commentsIn(file, text)) {
        for (const name of fileNamesIn(comment)) {
          if (!EXAMPLES.has(name) && !pointsAtAFile(name, file, files))
            missing.push(`${file}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
