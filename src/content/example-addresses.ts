/**
 * Addresses on hosts reserved for examples (RFC 2606 / RFC 6761: `*.example`, `*.test`,
 * `*.invalid`, `example.com|net|org`): the repository ships with them because the real hosts
 * of the site, the app and the partners are not known (decision 004). A production build lists
 * every one still in the content (scripts/build.ts), so none goes live by mistake.
 */
export interface ExampleAddress {
  /** Project-relative file, e.g. `pages/site.json`. */
  file: string;
  /** JSON path of the string, e.g. `sections[2].props.externalLink.href`. */
  path: string;
  /** The address as written. */
  address: string;
}

const ADDRESS = /\bhttps?:\/\/[^\s"'<>)]+/gi;
const RESERVED_HOST = /(^|\.)(example|test|invalid)$|(^|\.)example\.(com|net|org)$/i;

/** True when the address's host is one reserved for examples. */
export function isExampleAddress(address: string): boolean {
  try {
    return RESERVED_HOST.test(new URL(address).hostname);
  } catch {
    return false;
  }
}

/** Every example address in one parsed JSON file, with its JSON path. */
export function exampleAddressesIn(file: string, data: unknown): ExampleAddress[] {
  const found: ExampleAddress[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      for (const [address] of value.matchAll(ADDRESS))
        if (isExampleAddress(address)) found.push({ file, path, address });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(data, '');
  return found;
}

/** The build's warning: one block naming each address, or nothing when none is left. */
export function exampleAddressWarning(found: ExampleAddress[]): string | undefined {
  if (found.length === 0) return undefined;
  const lines = found.map((entry) => `  ${entry.file} ${entry.path}: ${entry.address}`);
  return [
    `⚠ ${found.length} example address${found.length === 1 ? ' is' : 'es are'} still in the content. ` +
      'Replace them with the real ones before the site goes live (docs/deploy.md, "Addresses"):',
    ...lines,
  ].join('\n');
}
