import type { Language } from './model';
import { humanize } from './schemas';

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
