/**
 * Which field of a section a click in the preview hit: the text under the pointer is looked up
 * among the texts the section's props name by key, from the clicked element outwards. A click on
 * the headline opens the form with the cursor in "Heading", not in its first field (issue 38's
 * trial: people clicked the text they wanted to change, then looked for its box).
 */
export type FieldPath = Array<string | number>;

/** The text as a reader sees it: no soft hyphens, markup or doubled spaces (no-break too). */
export function plainText(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a key such as `careers.hero.title` names in one language's texts (by namespace). */
export function textOfKey(key: string, texts: Record<string, unknown>): string | null {
  let value: unknown = texts;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' ? value : null;
}

/** Every text of the props, with the path of the prop that names it. */
export function propTexts(
  props: unknown,
  texts: Record<string, unknown>,
  at: FieldPath = [],
): Array<{ path: FieldPath; text: string }> {
  if (typeof props === 'string') {
    const text = textOfKey(props, texts);
    return text === null ? [] : [{ path: at, text: plainText(text) }];
  }
  if (!props || typeof props !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(props)
    ? props.map((value, index) => [index, value])
    : Object.entries(props);
  return entries.flatMap(([segment, value]) => propTexts(value, texts, [...at, segment]));
}

/** The path of the clicked text's prop, or null when the click was on no text of the props. */
export function clickedField(
  target: Element,
  section: Element,
  props: unknown,
  texts: Record<string, unknown>,
): FieldPath | null {
  const candidates = propTexts(props, texts).filter(({ text }) => text !== '');
  for (let element: Element | null = target; element; element = element.parentElement) {
    const shown = plainText(element.textContent ?? '');
    const hit = candidates.find(({ text }) => text === shown);
    if (hit) return hit.path;
    if (element === section) break;
  }
  return null;
}
