import type { Problem } from './api';
import { localeFile, type Language } from './model';
import { problemMessage } from './problem-words';

/** `sections[2].props.cta.label` -> ['sections', 2, 'props', 'cta', 'label']. */
export function pathSegments(path: string): Array<string | number> {
  if (path === '(root)') return [];
  const out: Array<string | number> = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)) {
    if (match[1] !== undefined) out.push(match[1]);
    else if (match[2] !== undefined) out.push(Number(match[2]));
    else if (match[3] !== undefined) out.push(JSON.parse(`"${match[3]}"`) as string);
  }
  return out;
}

/** The segments a problem belongs to: a missing required property is the property's problem. */
export function problemTarget(problem: Problem): Array<string | number> {
  const segments = pathSegments(problem.path);
  const missing = /missing required property "([^"]+)"/.exec(problem.message);
  return missing ? [...segments, missing[1] as string] : segments;
}

/** Problems of one text (both languages' locale files at the key). */
export function textProblems(problems: readonly Problem[], key: string): Problem[] {
  const [namespace = '', ...rest] = key.split('.');
  const files = (['de', 'en'] as Language[]).map((l) => localeFile(l, namespace));
  const inner = rest.join('.');
  return problems.filter(
    (p) =>
      (files.includes(p.file) && (p.path === inner || pathSegments(p.path).join('.') === inner)) ||
      (p.rule === 'unknown-text-key' && p.message.includes(`"${key}"`)),
  );
}

/** Problems at a value of a page file (`prefix` = its segments, e.g. sections, 2, props, title). */
export function valueProblems(
  problems: readonly Problem[],
  file: string,
  prefix: ReadonlyArray<string | number>,
): Problem[] {
  return problems.filter((p) => {
    if (p.file !== file) return false;
    const target = problemTarget(p);
    return prefix.every((segment, i) => target[i] === segment);
  });
}

/** rjsf's error tree for the value at `root` of a file: problems placed at their property. */
export function errorSchemaAt(
  problems: readonly Problem[],
  file: string,
  root: ReadonlyArray<string | number>,
  language: Language = 'en',
  labelOf: (segments: Array<string | number>) => string = () => '',
) {
  const schema: Record<string, unknown> = {};
  for (const problem of valueProblems(problems, file, root)) {
    const rest = problemTarget(problem).slice(root.length);
    let node = schema as Record<string | number, unknown>;
    for (const segment of rest) node = (node[segment] ??= {}) as Record<string | number, unknown>;
    const message = problemMessage(problem, language, labelOf(rest) || undefined);
    const errors = (node.__errors ??= []) as string[];
    if (!errors.includes(message)) errors.push(message);
  }
  return schema;
}
