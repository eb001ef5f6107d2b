import type { Language } from './model';
import { humanize, type JsonSchema } from './schemas';
import { uiText, type UiKey } from './ui-texts';

/**
 * Names of the props most sections share, in the editor's two languages (people who edit the
 * site do not read property names). Others fall back to the property name made readable; a
 * schema `title` (the catalogue's) wins over both.
 */
const NAMES: Record<string, [de: string, en: string]> = {
  eyebrow: ['Dachzeile', 'Eyebrow'],
  title: ['Überschrift', 'Heading'],
  subtitle: ['Unterzeile', 'Subheading'],
  text: ['Text', 'Text'],
  intro: ['Einleitung', 'Introduction'],
  paragraphs: ['Absätze', 'Paragraphs'],
  cta: ['Schaltfläche', 'Button'],
  secondaryCta: ['Zweite Schaltfläche', 'Second button'],
  label: ['Beschriftung', 'Label'],
  to: ['Ziel', 'Link to'],
  variant: ['Art', 'Style'],
  image: ['Bild', 'Image'],
  src: ['Datei', 'File'],
  alt: ['Bildbeschreibung', 'Image description'],
  width: ['Breite', 'Width'],
  height: ['Höhe', 'Height'],
  tone: ['Hintergrund', 'Background'],
  items: ['Einträge', 'Items'],
  description: ['Beschreibung', 'Description'],
  keywords: ['Suchbegriffe', 'Keywords'],
  mail: ['E-Mail', 'E-mail'],
  address: ['Adresse', 'Address'],
  externalLink: ['Externer Link', 'External link'],
  href: ['Adresse (https://…)', 'Address (https://…)'],
  robots: ['Suchmaschinen', 'Search engines'],
};

export function fieldName(name: string, language: Language): string {
  const known = NAMES[name];
  return known ? known[language === 'de' ? 0 : 1] : humanize(name);
}

/** The page's metadata fields, each with its own label and help text (the schema has none). */
export const META_FIELDS: Record<string, [label: UiKey, help: UiKey]> = {
  title: ['metaTitle', 'metaTitleHelp'],
  description: ['metaDescription', 'metaDescriptionHelp'],
  keywords: ['metaKeywords', 'metaKeywordsHelp'],
  image: ['metaImage', 'metaImageHelp'],
  robots: ['metaRobots', 'metaRobotsHelp'],
};

/** The metadata fields' labels in `language`. */
export const metaNames = (language: Language): Record<string, string> =>
  Object.fromEntries(
    Object.entries(META_FIELDS).map(([key, [label]]) => [key, uiText(language, label)]),
  );

/**
 * The label of the field at `path` in a form for `schema`, as the form shows it
 * (`Schaltfläche › Beschriftung`, `Absätze › #2`): each name is the schema's title, else the
 * form's own name for a top-level field (`names`), else the property's.
 */
export function labelAlong(
  schema: JsonSchema | null | undefined,
  path: ReadonlyArray<string | number>,
  language: Language,
  names: Record<string, string> = {},
  /** The field's own name, when the form knows it better than the schema walk (a widget). */
  lastName?: string,
): string {
  let node = schema ?? undefined;
  return path
    .map((segment, i) => {
      if (typeof segment === 'number') {
        node = node?.items;
        return `#${segment + 1}`;
      }
      node = node?.properties?.[segment];
      if (i === path.length - 1 && lastName) return lastName;
      return node?.title ?? (i === 0 ? names[segment] : undefined) ?? fieldName(segment, language);
    })
    .join(' › ');
}
