import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '../../editor/src/api';
import { MetaForm, SchemaForm, SectionForm } from '../../editor/src/section-form';
import { schemasById, type JsonSchema } from '../../editor/src/schemas';
import { useEditor } from '../../editor/src/store';
import type { FieldPlace } from '../../editor/src/widgets';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 20: one test per widget kind of the editor's forms (text key, internal link, public
 * asset, enum, array), each rendered by the form library from a schema as the editor builds it.
 */
const place: FieldPlace = {
  file: 'pages/careers.json',
  root: ['sections', 0, 'props'],
  keyPrefix: ['careers', 'hero'],
};

function start(props: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  useEditor.setState({
    loaded: true,
    docs: {
      'pages/careers.json': { path: '/careers', meta: {}, sections: [{ type: 'hero', props }] },
      'pages/about.json': { path: '/about', meta: {}, sections: [] },
      'pages/site.json': {},
      'locales/de/careers.json': { hero: { title: 'Karriere' } },
      'locales/en/careers.json': { hero: { title: 'Careers' } },
      ...extra,
    },
    past: [],
    future: [],
    problems: [],
    publicFiles: ['/images/a.svg', '/images/b.png', '/fonts/x.woff2'],
    ui: 'de',
  });
}
const props = () =>
  (
    useEditor.getState().docs['pages/careers.json'] as {
      sections: Array<{ props: Record<string, unknown> }>;
    }
  ).sections[0]!.props;

beforeEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterEach(() => {
  cleanup();
  useEditor.setState({ docs: {}, past: [], future: [] });
});

const textKey: JsonSchema = { type: 'string', 'x-kind': 'text-key' };

describe('editor widgets', () => {
  it('text key: German and English side by side, written to the locale files; a new text gets a generated key', () => {
    start({ title: 'careers.hero.title' });
    const schema: JsonSchema = {
      type: 'object',
      required: ['title'],
      properties: { title: textKey, subtitle: textKey },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    const german = screen.getByLabelText('Überschrift – Deutsch');
    expect(german).toHaveProperty('value', 'Karriere');
    expect(screen.getByLabelText('Überschrift – Englisch')).toHaveProperty('value', 'Careers');
    fireEvent.change(german, { target: { value: 'Karriere bei ProL' } });
    expect(useEditor.getState().docs['locales/de/careers.json']).toEqual({
      hero: { title: 'Karriere bei ProL' },
    });
    // No key yet: typing creates careers.hero.subtitle, empty in the other language.
    fireEvent.change(screen.getByLabelText('Unterzeile – Englisch'), {
      target: { value: 'Join us' },
    });
    expect(props().subtitle).toBe('careers.hero.subtitle');
    expect(useEditor.getState().docs['locales/en/careers.json']).toEqual({
      hero: { title: 'Careers', subtitle: 'Join us' },
    });
    expect(useEditor.getState().docs['locales/de/careers.json']).toMatchObject({
      hero: { subtitle: '' },
    });
  });

  it('internal link: a page picker over every page, with an optional anchor', () => {
    start({ to: '/about' });
    const schema: JsonSchema = {
      type: 'object',
      properties: { to: { type: 'string', 'x-kind': 'internal-link' } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    const picker = screen.getByLabelText('Ziel – Seite wählen') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['', '/about', '/careers']);
    fireEvent.change(picker, { target: { value: '/careers' } });
    expect(props().to).toBe('/careers');
    const anchor = screen.getByLabelText('Sprungmarke (optional)');
    // Its one line of help says what an anchor does (issue 38's trial).
    const help = document.getElementById(anchor.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toMatch(/^Springt zu einem Abschnitt der Seite/);
    fireEvent.change(anchor, { target: { value: 'jobs' } });
    expect(props().to).toBe('/careers#jobs');
  });

  it('asset: thumbnails of the images in public/ to choose from', () => {
    start({ image: '/images/a.svg' });
    const schema: JsonSchema = {
      type: 'object',
      properties: { image: { type: 'string', 'x-kind': 'public-asset' } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    const group = screen.getByRole('radiogroup', { name: 'Bild wählen' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((c) => c.getAttribute('title'))).toEqual(['/images/a.svg', '/images/b.png']);
    expect(choices[0]?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(choices[1]!);
    expect(props().image).toBe('/images/b.png');
    expect(screen.getByLabelText(/Bild hochladen/)).toHaveProperty('type', 'file');
  });

  it('asset: a refused upload is explained in the editor’s language', async () => {
    start({ image: '/images/a.svg' });
    vi.spyOn(api, 'upload').mockResolvedValue({
      refused: 'Only png, jpg, webp and svg images can be uploaded.',
      code: 'not-an-image-type',
    });
    const schema: JsonSchema = {
      type: 'object',
      properties: { image: { type: 'string', 'x-kind': 'public-asset' } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    fireEvent.change(screen.getByLabelText(/Bild hochladen/), {
      target: { files: [new File(['<p>'], 'a.html')] },
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Hochladen lassen sich nur Bilder im Format png, jpg, webp oder svg.',
      ),
    );
  });

  it('asset: an image over 2 MB is refused before it is sent, in the editor’s language', async () => {
    start({ image: '/images/a.svg' });
    // The server cut such an upload with a connection reset (issue 35): fetch then fails.
    const sent = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const schema: JsonSchema = {
      type: 'object',
      properties: { image: { type: 'string', 'x-kind': 'public-asset' } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    fireEvent.change(screen.getByLabelText(/Bild hochladen/), {
      target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png')] },
    });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Die Datei ist größer als 2 MB.'),
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('asset: an upload that fails on the way says so instead of nothing', async () => {
    start({ image: '/images/a.svg' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const schema: JsonSchema = {
      type: 'object',
      properties: { image: { type: 'string', 'x-kind': 'public-asset' } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    fireEvent.change(screen.getByLabelText(/Bild hochladen/), {
      target: { files: [new File(['x'], 'small.png')] },
    });
    // Waited for: the field's last message (kept per field id, asset-widget.tsx) shows first.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Das hat nicht geklappt/),
    );
  });

  it('enum: a select of the allowed values, named in the editor’s language', () => {
    start({ tone: 'dark' });
    const schema: JsonSchema = {
      type: 'object',
      properties: { tone: { enum: ['dark', 'light'], default: 'dark' } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    const select = screen.getByLabelText('Hintergrund') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Dunkel (Marineblau)', 'Hell']),
    );
    fireEvent.change(select, {
      target: { value: [...select.options].findIndex((o) => o.textContent === 'Hell').toString() },
    });
    expect(props().tone).toBe('light');
  });

  it('array: items can be added, removed and reordered', async () => {
    start({ paragraphs: ['careers.hero.p1', 'careers.hero.p2'] });
    const schema: JsonSchema = {
      type: 'object',
      properties: { paragraphs: { type: 'array', items: textKey } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    expect(screen.getByLabelText('Absätze › #2 – Deutsch')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Nach unten' })[0]!);
    expect(props().paragraphs).toEqual(['careers.hero.p2', 'careers.hero.p1']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Entfernen' })[0]!);
    expect(props().paragraphs).toEqual(['careers.hero.p1']);
    fireEvent.click(screen.getByRole('button', { name: 'Absatz hinzufügen' }));
    // The cursor goes into the new paragraph's German box (issue 38's trial).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Absätze › #2 – Deutsch')),
    );
    fireEvent.change(screen.getByLabelText('Absätze › #2 – Deutsch'), {
      target: { value: 'Neu' },
    });
    expect(props().paragraphs).toEqual(['careers.hero.p1', 'careers.hero.paragraphs.2']);
  });

  it('array: a removed paragraph takes its texts along, and Undo brings them back', () => {
    start(
      { paragraphs: ['careers.hero.p1', 'careers.hero.p2'] },
      {
        'locales/de/careers.json': { hero: { title: 'Karriere', p1: 'Eins', p2: '' } },
        'locales/en/careers.json': { hero: { title: 'Careers', p1: 'One', p2: '' } },
      },
    );
    const schema: JsonSchema = {
      type: 'object',
      properties: { paragraphs: { type: 'array', items: textKey } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Entfernen' })[1]!);
    expect(props().paragraphs).toEqual(['careers.hero.p1']);
    // The editor's trial: the empty text stayed behind, a problem no field could reach.
    const docs = () => useEditor.getState().docs;
    expect(docs()['locales/de/careers.json']).toEqual({ hero: { title: 'Karriere', p1: 'Eins' } });
    expect(docs()['locales/en/careers.json']).toEqual({ hero: { title: 'Careers', p1: 'One' } });
    useEditor.getState().undo();
    expect(docs()['locales/de/careers.json']).toEqual({
      hero: { title: 'Karriere', p1: 'Eins', p2: '' },
    });
  });

  it('page metadata: title, description and keywords each have their own label and help', () => {
    useEditor.setState({ schemas: projectSchemas() });
    start({}, {});
    useEditor.setState((state) => ({
      docs: {
        ...state.docs,
        'pages/careers.json': {
          path: '/careers',
          meta: {
            title: 'careers.meta.title',
            description: 'careers.meta.description',
            keywords: 'careers.meta.keywords',
            image: '/images/a.svg',
          },
          sections: [],
        },
      },
    }));
    render(<MetaForm file="pages/careers.json" />);
    const names = screen
      .getAllByRole('group')
      .map((group) => group.querySelector(':scope > legend'));
    const labels = names.map((legend) => legend?.textContent ?? '');
    for (const label of ['Seitentitel', 'Beschreibung für Suchmaschinen', 'Suchbegriffe']) {
      expect(labels.filter((l) => l.startsWith(label))).toHaveLength(1);
      const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
      expect(within(group).getByLabelText(`${label} – Deutsch`)).toBeTruthy();
      expect(within(group).getByLabelText(`${label} – Englisch`)).toBeTruthy();
    }
    const helps = ['Seitentitel', 'Beschreibung für Suchmaschinen', 'Suchbegriffe'].map(
      (label) =>
        screen
          .getByRole('group', { name: new RegExp(`^${label}`) })
          .getAttribute('aria-describedby') ?? '',
    );
    const helpTexts = helps.map((id) => document.getElementById(id)?.textContent?.trim() ?? '');
    expect(helpTexts.every((text) => text.length > 20)).toBe(true);
    expect(new Set(helpTexts).size).toBe(3);
    expect(screen.queryByText(/German and English/)).toBeNull();
  });

  it('required markers only on fields that are always required, not inside optional groups', () => {
    useEditor.setState({ schemas: projectSchemas() });
    start({});
    useEditor.setState((state) => ({
      docs: {
        ...state.docs,
        'pages/careers.json': {
          path: '/careers',
          meta: {},
          sections: [
            { type: 'text-block', props: { title: 'careers.hero.title', paragraphs: [] } },
          ],
        },
      },
    }));
    const { container } = render(<SectionForm file="pages/careers.json" index={0} />);
    // The heading must be there: marked. The link to another site is optional: its address
    // and link text are needed only once it is used, so they carry no marker.
    expect(
      screen.getByRole('group', { name: /^Überschrift/ }).querySelector('legend')?.textContent,
    ).toMatch(/Pflichtfeld/);
    const link = screen.getByRole('group', { name: /Linktext$/ });
    expect(link.querySelector('legend')?.textContent).not.toMatch(/Pflichtfeld|\*/);
    const address = container.querySelector('label[for$="externalLink_href"]');
    expect(address?.textContent).toBe('Webadresse');
    const button = screen.getByRole('group', { name: /^Schaltfläche › Beschriftung/ });
    expect(button.querySelector('legend')?.textContent).not.toMatch(/Pflichtfeld|\*/);
  });
});

function projectSchemas() {
  const dir = join(PROJECT_ROOT, 'schema');
  const files = [
    'defs.schema.json',
    'page.schema.json',
    ...readdirSync(join(dir, 'sections'))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => `sections/${name}`),
  ];
  return schemasById(
    files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as JsonSchema),
  );
}
