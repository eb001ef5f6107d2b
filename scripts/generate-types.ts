/** `npm run gen:types`: writes schema/section.schema.json and src/generated/content-types.ts. */
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { format } from 'prettier';
import {
  buildSectionSchema,
  buildTypesFile,
  sectionTypes,
} from '../src/content/node/generate-types';

const root = resolve('.');
writeFileSync(join(root, 'schema', 'section.schema.json'), buildSectionSchema(sectionTypes(root)));
mkdirSync(join(root, 'src', 'generated'), { recursive: true });
const types = await format(await buildTypesFile(root), {
  parser: 'typescript',
  printWidth: 100,
  singleQuote: true,
});
writeFileSync(join(root, 'src', 'generated', 'content-types.ts'), types);
console.log('wrote schema/section.schema.json and src/generated/content-types.ts');
