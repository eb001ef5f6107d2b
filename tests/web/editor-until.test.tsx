import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemasById, type JsonSchema } from '../../editor/src/schemas';
import { SectionUntilField } from '../../editor/src/section-until';
import { SectionsPanel } from '../../editor/src/sections-panel';
import { useEditor } from '../../editor/src/store';
import { PROJECT_ROOT } from '../helpers/temp-project';

/** Issue 37.7: the editor shows a section's end date and the end of a text inside it. */
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

const FILE = 'pages/offers.json';

function start(ui: 'de' | 'en') {
  useEditor.setState({
    loaded: true,
    schemas: projectSchemas(),
    docs: {
      [FILE]: {
        path: '/offers',
        meta: {},
        sections: [
          { type: 'text-block', until: '2026-06-30', props: { title: 'offers.summer.title' } },
          {
            type: 'pricing-block',
            props: { pricingNote: { setupFeeWaivedUntil: '2025-10', pricesValidFrom: '2025-11' } },
          },
          { type: 'text-block', until: '2026-07-31', props: { title: 'offers.summer.title' } },
        ],
      },
      'pages/site.json': {},
      'locales/de/offers.json': { summer: { title: 'Sommerangebot' } },
      'locales/en/offers.json': { summer: { title: 'Summer offer' } },
    },
    past: [],
    future: [],
    problems: [],
    ui,
  });
}

const section = (index: number) =>
  (useEditor.getState().docs[FILE] as { sections: Array<Record<string, unknown>> }).sections[
    index
  ]!;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useEditor.setState({ docs: {}, past: [], future: [] });
});

describe('the editor shows end dates', () => {
  it('marks each section in the list with its end, red once it has passed', () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T10:00:00Z'), toFake: ['Date'] });
    start('de');
    render(<SectionsPanel file={FILE} />);
    const marks = [...document.querySelectorAll('[data-end-mark]')].map((m) => [
      m.textContent,
      m.className.includes('text-danger'),
    ]);
    expect(marks).toEqual([
      ['beendet 30.06.2026', true],
      ['Text beendet 31.10.2025', true],
      ['bis 31.07.2026', false],
    ]);
    // Part of the row's name, so a screen reader hears it too.
    expect(
      screen.getByRole('button', { name: /^3\. Textblock – Sommerangebot bis 31\.07\.2026$/ }),
    ).toBeTruthy();
  });

  it('"Shown until" above the form: a date field that writes `until` beside type and props', () => {
    vi.useFakeTimers({ now: new Date('2026-06-20T10:00:00Z'), toFake: ['Date'] });
    start('en');
    render(<SectionUntilField file={FILE} index={0} />);
    const field = screen.getByLabelText('Shown until (optional)') as HTMLInputElement;
    expect(field.type).toBe('date');
    expect(field.value).toBe('2026-06-30');
    expect(
      screen.getByText('The site shows this section up to and including 30 Jun 2026.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain('-state');
    fireEvent.change(field, { target: { value: '2026-08-15' } });
    expect(section(0).until).toBe('2026-08-15');
    expect(Object.keys(section(0))).toEqual(['type', 'until', 'props']);
    fireEvent.change(field, { target: { value: '' } });
    expect('until' in section(0)).toBe(false);
    // A new date goes before the props, as in the guide's example.
    fireEvent.change(field, { target: { value: '2026-09-01' } });
    expect(Object.keys(section(0))).toEqual(['type', 'until', 'props']);
  });

  it('a date typed only in part says so, instead of silently meaning "no end date"', () => {
    start('de');
    render(<SectionUntilField file={FILE} index={0} />);
    const field = screen.getByLabelText(/^Anzeigen bis/) as HTMLInputElement;
    // What the browser reports for "12.__.2026": no value, and input it cannot read.
    Object.defineProperty(field, 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Das Datum ist unvollständig/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    Object.defineProperty(field, 'validity', { value: { badInput: false }, configurable: true });
    fireEvent.change(field, { target: { value: '2026-12-31' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(section(0).until).toBe('2026-12-31');
  });

  it('names a text inside the section that ends by itself, in German', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    start('de');
    render(<SectionUntilField file={FILE} index={1} />);
    expect(screen.getByLabelText('Anzeigen bis (optional)')).toHaveProperty('value', '');
    const line = screen.getByText(/beendet: bis einschließlich 31\.10\.2025 gezeigt/);
    expect(line.closest('li')?.textContent).toMatch(/Einrichtungsgebühr/);
  });

  it.each(['de', 'en'] as const)(
    'its help (%s) speaks of days and the site, not of JSON words (issue 38.6)',
    (language) => {
      start(language);
      render(<SectionUntilField file={FILE} index={0} />);
      const help = document.getElementById(
        document
          .querySelector('input[type="date"]')!
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.endsWith('-help'))!,
      )!.textContent!;
      expect(help.length).toBeGreaterThan(40);
      expect(help).not.toMatch(/npm|props|\btype\b|„type“|"type"|validate|`/);
    },
  );
});
