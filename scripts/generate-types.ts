/** `npm run gen:types`: writes schema/section.schema.json and src/generated/content-types.ts. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  buildSectionSchema,
  buildTypesFile,
  sectionTypes,
} from '../src/content/node/generate-types';

const root = resolve('.');
writeFileSync(join(root, 'schema', 'section.schema.json'), buildSectionSchema(sectionTypes(root)));
mkdirSync(join(root, 'src', 'generated'), { recursive: true });
writeFileSync(join(root, 'src', 'generated', 'content-types.ts'), await buildTypesFile(root));
console.log('wrote schema/section.schema.json and src/generated/content-types.ts');
