/** `npm run gen:types`: writes schema/section.schema.json and src/generated/content-types.ts. */
import { resolve } from 'node:path';
import { writeGeneratedTypes } from '../src/content/node/generate-types';

console.log(`wrote ${(await writeGeneratedTypes(resolve('.'))).join(' and ')}`);
