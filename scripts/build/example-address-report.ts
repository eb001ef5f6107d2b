import { diskFiles } from '../../src/content/node/project-files';
import {
  exampleAddressesIn,
  exampleAddressWarning,
  type ExampleAddress,
} from '../../src/content/example-addresses';

/**
 * The build's last word (issue 37.9): every address on a host reserved for examples still in
 * pages/ and locales/, or undefined when there is none. A file that does not parse is the
 * validator's to report; it has already stopped the build.
 */
export function exampleAddressReport(root: string): string | undefined {
  const files = diskFiles(root);
  const found: ExampleAddress[] = [];
  for (const file of [...files.list('pages'), ...files.list('locales')]) {
    if (!file.endsWith('.json')) continue;
    try {
      found.push(...exampleAddressesIn(file, JSON.parse(files.read(file))));
    } catch {
      // Unparsable: reported by validate.
    }
  }
  return exampleAddressWarning(found);
}
