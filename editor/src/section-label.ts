import { sectionName } from './schema-words';
import { useEditor } from './store';

/** Section types by name in the editor's language: `text-block` -> „Textblock“ / "Text block". */
export function useSectionLabel(): (type: string) => string {
  const schemas = useEditor((s) => s.schemas);
  const language = useEditor((s) => s.ui);
  return (type) => sectionName(schemas, type, language);
}

/** Section types sorted by their names in the editor's language. */
export function byName(label: (type: string) => string, language: string) {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return (a: string, b: string) => collator.compare(label(a), label(b));
}
