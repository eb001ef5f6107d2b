import type { Language } from './model';
import { fieldElementIds } from './problem-place';
import type { JsonSchema } from './schemas';

/**
 * The form elements to focus after a click in the preview, best first: the clicked text's box
 * in the language the preview shows, or, when the click hit no text (a picture, the
 * background), the section's first required field, not the optional eyebrow above it.
 */
export function clickFocusIds(
  schema: JsonSchema | null,
  index: number,
  field: Array<string | number> | null,
  language: Language,
): string[] {
  if (field && field.length > 0)
    return fieldElementIds({
      page: null,
      section: index,
      form: 'section',
      field,
      language,
      key: null,
    });
  const required = new Set(schema?.required ?? []);
  const first = Object.keys(schema?.properties ?? {}).find((name) => required.has(name));
  return first ? [`s${index}_${first}__${language}`, `s${index}_${first}`] : [];
}
