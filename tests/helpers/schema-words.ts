/** Every title and description of a schema (a property called "title" is a schema, not words). */
export function schemaWords(schema: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, key?: string) => {
    if (Array.isArray(node)) return key === 'examples' ? undefined : node.forEach((n) => walk(n));
    if (!node || typeof node !== 'object') return;
    for (const [k, value] of Object.entries(node)) {
      if ((k === 'title' || k === 'description') && typeof value === 'string') out.push(value);
      else if (k === 'properties' && value && typeof value === 'object')
        Object.values(value).forEach((v) => walk(v));
      else walk(value, k);
    }
  };
  walk(schema);
  return out;
}
