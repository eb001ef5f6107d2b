/**
 * Which locale files (namespaces) a piece of content or code uses. A text key is
 * `<namespace>.<path>`, so a string that starts with a known namespace and a dot is a key.
 * Every page gets only the texts it can show: src/content/node/text-selection.ts picks them.
 */
const KEY_PREFIX = /^([a-z0-9][a-z0-9-]*)\.\S/;
/** A quoted string or template literal that starts like a key: 'faq.', "faq.", `faq.${id}`. */
const QUOTED_KEY_PREFIX = /['"`]([a-z0-9][a-z0-9-]*)\./g;

/** Namespaces named by the strings of a JSON value (a page, site.json, an article). */
export function namespacesInContent(value: unknown, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      const prefix = KEY_PREFIX.exec(node)?.[1];
      if (prefix && known.has(prefix)) found.add(prefix);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(value);
  return found;
}

/** Namespaces named by string literals in source code (`t('contact-form.send')`). */
export function namespacesInCode(source: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(QUOTED_KEY_PREFIX)) {
    const prefix = match[1] as string;
    if (known.has(prefix)) found.add(prefix);
  }
  return found;
}
