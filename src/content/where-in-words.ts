/**
 * A place in a content file in words for people who do not read JSON paths: `sections[1].props.title`
 * of a page is "2nd section (text-block), property title"; `hero.title` of locales/de/about.json
 * is "text about.hero.title". Counting starts at 1, as people count.
 */
export function whereInWords(
  file: string,
  data: unknown,
  segments: ReadonlyArray<string | number>,
): string {
  const parts = segments.map((s) => (typeof s === 'string' && /^\d+$/.test(s) ? Number(s) : s));
  if (parts.length === 0) return 'the whole file';
  const locale = /^locales\/[a-z]+\/(.+)\.json$/.exec(file);
  if (locale) return `text ${[locale[1], ...parts].join('.')}`;

  const [first, index, field, ...rest] = parts;
  if (first === 'sections' && typeof index === 'number') {
    const section = `${ordinal(index + 1)} section${sectionType(data, index)}`;
    if (field === undefined) return section;
    if (field === 'props') return rest.length ? `${section}, property ${inWords(rest)}` : section;
    return `${section}, its ${inWords([field, ...rest])}`;
  }
  return `property ${inWords(parts)}`;
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`, … */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function sectionType(data: unknown, index: number): string {
  const sections = (data as { sections?: unknown } | null)?.sections;
  const type = Array.isArray(sections)
    ? (sections[index] as { type?: unknown } | undefined)?.type
    : undefined;
  return typeof type === 'string' ? ` (${type})` : '';
}

function inWords(parts: ReadonlyArray<string | number>): string {
  return parts.map((p) => (typeof p === 'number' ? `${ordinal(p + 1)} entry` : p)).join(' → ');
}
