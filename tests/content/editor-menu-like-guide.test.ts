import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setPlaced, type Docs } from '../../editor/src/model';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 38.8: the page editor's "In the menu" / "In the footer" and the by-hand guide
 * (docs/editing.md section 5) put a page into the menu and the footer the same way: the same
 * entries in pages/site.json and the same labels in both common.json files.
 */
const guide = readFileSync(join(PROJECT_ROOT, 'docs', 'editing.md'), 'utf8');
const blocks = [...guide.matchAll(/```([^\n]*)\n([\s\S]*?)```/g)].map((m) => ({
  info: m[1] ?? '',
  body: m[2] ?? '',
}));
const read = (file: string) =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')) as unknown;
/** The guide's first version of a file it writes (the careers page of section 2). */
const guideFile = (file: string) =>
  JSON.parse(blocks.find((b) => b.info.includes(` file=${file}`))?.body ?? 'null') as unknown;

const start: Docs = {
  'pages/site.json': read('pages/site.json'),
  'locales/de/common.json': read('locales/de/common.json'),
  'locales/en/common.json': read('locales/en/common.json'),
  'pages/careers.json': guideFile('pages/careers.json'),
  'locales/de/careers.json': guideFile('locales/de/careers.json'),
  'locales/en/careers.json': guideFile('locales/en/careers.json'),
};

/** The files after every `insert=` example of the guide, applied as its test does. */
function byHand(): Docs {
  const docs = structuredClone(start) as Record<string, unknown>;
  for (const block of blocks) {
    const insert = / insert=(\S+)#(\S+)/.exec(block.info);
    if (!insert) continue;
    let place = docs[insert[1] as string];
    for (const part of (insert[2] as string).split('/').filter(Boolean))
      place = (place as Record<string, unknown>)[part];
    if (Array.isArray(place)) place.push(JSON.parse(block.body));
    else Object.assign(place as object, JSON.parse(`{${block.body}}`));
  }
  return docs;
}

describe('a page in the menu and the footer: the editor writes what the guide shows', () => {
  it('the guide puts the careers page into the menu and the footer', () => {
    expect(JSON.stringify(byHand()['pages/site.json'])).not.toBe(
      JSON.stringify(start['pages/site.json']),
    );
  });

  it('the same site.json and the same menu labels in both languages', () => {
    const hand = byHand();
    let editor = setPlaced(start, 'pages/careers.json', 'menu', true);
    editor = setPlaced(editor, 'pages/careers.json', 'footer', true);
    for (const file of ['pages/site.json', 'locales/de/common.json', 'locales/en/common.json'])
      expect(editor[file], file).toEqual(hand[file]);
  });
});
