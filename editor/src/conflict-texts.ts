/** A value both I (in the editor) and someone else (on disk) changed, differently. */
export interface BothChanged {
  /** Its place in the file, as the validator writes one (`hero.title`, `sections[1].props`). */
  path: string;
  mine: unknown;
  theirs: unknown;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const pathOf = (segments: string[]) =>
  segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join('') || '(root)';

/**
 * The values of a file changed on both sides since the editor read it (`base`): the ones "Keep
 * mine" decides (mine wins there, model.ts rebase); all other changes of either side are kept.
 */
export function bothChanged(base: unknown, mine: unknown, theirs: unknown): BothChanged[] {
  const walk = (b: unknown, m: unknown, t: unknown, at: string[]): BothChanged[] => {
    if (sameValue(b, m) || sameValue(b, t) || sameValue(m, t)) return [];
    if (isRecord(b) && isRecord(m) && isRecord(t))
      return [...new Set([...Object.keys(m), ...Object.keys(t)])].flatMap((key) =>
        walk(b[key], m[key], t[key], [...at, key]),
      );
    if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t) && m.length === t.length)
      return m.flatMap((_, i) => walk(b[i], m[i], t[i], [...at, String(i)]));
    return [{ path: pathOf(at), mine: m, theirs: t }];
  };
  return walk(base, mine, theirs, []);
}
