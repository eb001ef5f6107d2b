import { propsTypeName } from '../../src/content/node/schema-type-names';

/** What people call the new section type, in the catalogue and in the editor. */
export interface SectionWords {
  title: string;
  titleDe: string;
  description: string;
  descriptionDe: string;
}

/** `price-banner` -> `Price banner`: a readable name until someone writes a better one. */
export function readableName(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Placeholder words the walk-through (docs/new-section.md) asks to replace. */
export function defaultWords(type: string, given: Partial<SectionWords> = {}): SectionWords {
  const title = given.title ?? readableName(type);
  const titleDe = given.titleDe ?? `Abschnitt „${title}“`;
  return {
    title,
    titleDe,
    description:
      given.description ?? `${title}: a new section type; say here in one sentence what it shows.`,
    descriptionDe:
      given.descriptionDe ??
      `${titleDe}: ein neuer Abschnittstyp; hier in einem Satz sagen, was er zeigt.`,
  };
}

const DEFS = '../defs.schema.json#/definitions';
const TONE_TITLE = 'Background';
const TONE_DESCRIPTION =
  'white, or tinted (light navy) to set the section apart from its neighbours.';

/**
 * Every file a new section type starts with, by project-relative path (decision 152): its schema
 * with one example, the schema's German words beside it, its folder (index.ts and the
 * component), and its texts in both languages. Contents are unformatted; the scaffold runs them
 * through Prettier.
 */
export function sectionFiles(type: string, words: SectionWords): Record<string, string> {
  const component = propsTypeName(type).replace(/Props$/, '');
  const key = (name: string) => `${type}.example.${name}`;
  // A reference on one line, as the other schemas write it (Prettier keeps either).
  const json = (value: unknown) =>
    `${JSON.stringify(value, null, 2).replace(/\{\n\s+("\$ref": "[^"]+")\n\s+\}/g, '{ $1 }')}\n`;
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `sections/${type}.schema.json`,
    title: words.title,
    description: words.description,
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      eyebrow: { $ref: `${DEFS}/eyebrow` },
      title: { $ref: `${DEFS}/headingTitle` },
      subtitle: { $ref: `${DEFS}/subtitle` },
      tone: {
        title: TONE_TITLE,
        description: TONE_DESCRIPTION,
        enum: ['white', 'tinted'],
        default: 'white',
      },
    },
    examples: [{ eyebrow: key('eyebrow'), title: key('title'), subtitle: key('subtitle') }],
  };
  const germanWords = {
    [words.title]: words.titleDe,
    [words.description]: words.descriptionDe,
    [TONE_TITLE]: 'Hintergrund',
    [TONE_DESCRIPTION]:
      'Weiß oder getönt (helles Marineblau), um den Abschnitt von seinen Nachbarn abzuheben.',
  };
  // The example's texts, until a page uses the section and its texts move to that page's file.
  const texts = {
    de: {
      example: {
        eyebrow: 'Neuer Abschnitt',
        title: words.titleDe,
        subtitle: `Ein Beispieltext aus locales/de/${type}.json.`,
      },
    },
    en: {
      example: {
        eyebrow: 'New section',
        title: words.title,
        subtitle: `An example text from locales/en/${type}.json.`,
      },
    },
  };
  return {
    [`schema/sections/${type}.schema.json`]: json(schema),
    [`schema/sections/${type}.words.de.json`]: json(germanWords),
    [`src/web/sections/${type}/index.ts`]: `import { defineSection } from '../section-definition';
import { ${component} } from './${type}';

// Data beyond the props (site data, URL parameters) comes from a \`resolveData\` step, the third
// argument (news-list/index.ts has one).
export default defineSection('${type}', ${component});
`,
    [`src/web/sections/${type}/${type}.tsx`]: `import type { ${propsTypeName(type)} } from '../../../generated/content-types';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';

/** ${words.description} */
export function ${component}({ props }: SectionComponentProps<${propsTypeName(type)}>) {
  // The frame draws the section, its tone and its heading (the page's h1 in the first section).
  return <SectionFrame tone={props.tone} heading={props} />;
}
`,
    [`locales/de/${type}.json`]: json(texts.de),
    [`locales/en/${type}.json`]: json(texts.en),
  };
}
