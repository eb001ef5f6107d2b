import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../editor/src/section-form';
import type { JsonSchema } from '../../editor/src/schemas';
import { useEditor } from '../../editor/src/store';
import type { FieldPlace } from '../../editor/src/widgets';

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

beforeEach(() => vi.useRealTimers());
afterEach(() => useEditor.setState({ docs: {}, past: [], future: [] }));

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
    fireEvent.change(screen.getByLabelText('Sprungmarke (optional)'), {
      target: { value: 'jobs' },
    });
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

  it('enum: a select of the allowed values', () => {
    start({ tone: 'dark' });
    const schema: JsonSchema = {
      type: 'object',
      properties: { tone: { enum: ['dark', 'light'], default: 'dark' } },
    };
    render(<SchemaForm schema={schema} place={place} idPrefix="s0" />);
    const select = screen.getByLabelText('Hintergrund') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['dark', 'light']),
    );
    fireEvent.change(select, {
      target: { value: [...select.options].findIndex((o) => o.textContent === 'light').toString() },
    });
    expect(props().tone).toBe('light');
  });

  it('array: items can be added, removed and reordered', () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Absätze › #2 – Deutsch'), {
      target: { value: 'Neu' },
    });
    expect(props().paragraphs).toEqual(['careers.hero.p1', 'careers.hero.paragraphs.2']);
  });
});
