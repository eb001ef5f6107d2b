import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../editor/src/api';
import { NewPageDialog } from '../../editor/src/new-page';
import { SaveDialog } from '../../editor/src/save-dialog';
import { projectSchemas } from '../helpers/project-schemas';
import { useEditor } from '../../editor/src/store';

/** A tryout of the editor's dialogs by a person who edits content (German interface). */
const page = { path: '/faq', meta: {}, sections: [] };

function start(changed: boolean, problems = 0) {
  useEditor.setState({
    loaded: true,
    ui: 'de',
    schemas: {},
    base: { 'pages/faq.json': { text: JSON.stringify(page), hash: 'faq' } },
    baseDocs: { 'pages/faq.json': page },
    docs: { 'pages/faq.json': changed ? { ...page, path: '/faq-neu' } : page },
    past: [],
    future: [],
    problems: Array.from({ length: problems }, () => ({
      rule: 'empty-text',
      file: 'locales/de/faq.json',
      line: 1,
      column: 1,
      path: 'hero.title',
      message: 'empty text',
    })),
  });
}

beforeEach(() => vi.restoreAllMocks());
afterEach(() => cleanup());

/** Headless UI moves the focus into a dialog in a frame after it opens. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 50)));

describe('save dialog', () => {
  it('opens with the focus on "Speichern", so Enter saves; then on "Schließen"', async () => {
    start(true);
    vi.spyOn(api, 'save').mockResolvedValue({ ok: true, written: ['pages/faq.json'], files: {} });
    render(<SaveDialog onClose={() => {}} />);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Speichern' }));
    fireEvent.click(document.activeElement as HTMLElement);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Gespeichert: pages/faq.json',
    );
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
  });

  it('lists a file that is not on disk yet as new, before and after saving (issue 38 trial)', async () => {
    start(true);
    const careers = { path: '/karriere', meta: {}, sections: [] };
    useEditor.setState((state) => ({ docs: { ...state.docs, 'pages/karriere.json': careers } }));
    vi.spyOn(api, 'save').mockResolvedValue({
      ok: true,
      written: ['pages/faq.json', 'pages/karriere.json'],
      files: {},
    });
    render(<SaveDialog onClose={() => {}} />);
    expect(screen.getByText('Diese Dateien werden neu angelegt:')).toBeTruthy();
    expect(screen.getByTestId('files-to-create').textContent).toBe('pages/karriere.json');
    expect(screen.getByTestId('files-to-save').textContent).toBe('pages/faq.json');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Gespeichert: pages/faq.json Neu angelegt: pages/karriere.json',
    );
  });

  it('with problems, the focus is on "Trotzdem speichern"; with nothing to save, on "Schließen"', async () => {
    start(true, 1);
    render(<SaveDialog onClose={() => {}} />);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Trotzdem speichern' }));
    cleanup();
    start(false);
    render(<SaveDialog onClose={() => {}} />);
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
  });
});

describe('new page dialog', () => {
  it('typing "/careers" as the guide says gives the address /careers', async () => {
    start(false);
    render(<NewPageDialog onClose={() => {}} />);
    const address = screen.getByLabelText('Adresse (z. B. /karriere)');
    fireEvent.change(address, {
      target: { value: `${(address as HTMLInputElement).value}/careers` },
    });
    expect(
      screen.getByText(
        /Adresse der Seite: \/careers · Englische Fassung: \/en\/careers · Dateiname: pages\/careers\.json/,
      ),
    ).toBeTruthy();
    for (const [label, text] of [
      ['Seitentitel (Deutsch)', 'Karriere'],
      ['Seitentitel (Englisch)', 'Careers'],
      ['Beschreibung für Suchmaschinen (Deutsch)', 'Arbeiten bei uns'],
      ['Beschreibung für Suchmaschinen (Englisch)', 'Work with us'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(useEditor.getState().docs['pages/careers.json']).toMatchObject({ path: '/careers' });
    expect(useEditor.getState().page).toBe('pages/careers.json');
  });

  it('says the German example, where the English page goes, and what each block is', () => {
    start(false);
    useEditor.setState({ schemas: projectSchemas() });
    render(<NewPageDialog onClose={() => {}} />);
    const address = screen.getByLabelText('Adresse (z. B. /karriere)');
    expect(address.getAttribute('placeholder')).toBe('/karriere');
    fireEvent.change(address, { target: { value: 'karriere' } });
    expect(screen.getByText(/Englische Fassung: \/en\/karriere/)).toBeTruthy();
    for (const name of ['Seiteneinstieg', 'Einladung zur Kontaktaufnahme']) {
      const box = screen.getByLabelText(name, { exact: true });
      const help = document.getElementById(box.getAttribute('aria-describedby') ?? '');
      expect(help?.textContent?.length ?? 0).toBeGreaterThan(20);
    }
  });

  it('an address that cannot be used is explained with what was typed', () => {
    start(false);
    render(<NewPageDialog onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Adresse (z. B. /karriere)'), {
      target: { value: '/über uns' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(screen.getByLabelText('Adresse (z. B. /karriere)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      screen.getByText(
        /^„\/über uns“ enthält, was in einer Adresse nicht stehen kann: „ü“, Leerzeichen\./,
      ),
    ).toBeTruthy();
  });
});
