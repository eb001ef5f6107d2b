import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Problem } from '../../editor/src/api';
import { PagePanel } from '../../editor/src/page-panel';
import { ProblemCount, problemCountText } from '../../editor/src/problem-count';
import { ProblemsPanel } from '../../editor/src/problems-panel';
import { SectionForm } from '../../editor/src/section-form';
import { useEditor } from '../../editor/src/store';
import { projectSchemas } from '../helpers/project-schemas';

/** A tryout of the problems in the German editor: at the field, and in the problems list. */
const schemas = projectSchemas();
const problem = (file: string, path: string, rule: string, message: string): Problem => ({
  rule,
  file,
  path,
  message,
  line: 1,
  column: 1,
});
const emptyGermanTitle = problem(
  'locales/de/careers.json',
  'hero.title',
  'empty-text',
  'empty text',
);
const emptyEnglishTitle = problem(
  'locales/en/careers.json',
  'hero.title',
  'empty-text',
  'empty text',
);
const missingTo = problem(
  'pages/careers.json',
  'sections[0].props.cta',
  'missing-property',
  'missing required property "to"',
);
const emptyMetaTitle = problem('locales/en/careers.json', 'meta.title', 'empty-text', 'empty text');

function start(problems: Problem[], section: number | null = 0) {
  useEditor.setState({
    loaded: true,
    ui: 'de',
    schemas,
    page: 'pages/careers.json',
    section,
    focus: null,
    past: [],
    future: [],
    docs: {
      'pages/careers.json': {
        path: '/careers',
        meta: { title: 'careers.meta.title' },
        sections: [
          {
            type: 'hero',
            props: { title: 'careers.hero.title', cta: { label: 'careers.hero.cta' } },
          },
          { type: 'text-block', props: { title: 'careers.more.title', paragraphs: [] } },
        ],
      },
      'pages/site.json': { navigation: { primary: [], secondary: [] }, footer: { columns: [] } },
      'locales/de/careers.json': {
        meta: { title: 'Karriere' },
        hero: { title: '', cta: 'Los' },
        more: { title: 'Mehr' },
      },
      'locales/en/careers.json': {
        meta: { title: '' },
        hero: { title: '', cta: 'Go' },
        more: { title: 'More' },
      },
    },
    problems,
  });
}

/** The editor's main column as app.tsx draws it: page settings, the open section's form, problems. */
function Editor() {
  const section = useEditor((s) => s.section);
  return (
    <>
      <PagePanel file="pages/careers.json" />
      {section !== null && <SectionForm key={section} file="pages/careers.json" index={section} />}
      <ProblemsPanel />
    </>
  );
}

afterEach(() => cleanup());

describe('problems at their field', () => {
  it('an empty text: only the message, under the box of its language', () => {
    start([emptyGermanTitle, emptyEnglishTitle]);
    render(<SectionForm file="pages/careers.json" index={0} />);
    const field = screen.getByRole('group', { name: /^Überschrift/ });
    const alerts = within(field).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Der Text ist leer.', 'Der Text ist leer.']);
    expect(field.textContent).not.toContain('locales/');
    // Each message belongs to its language's box.
    const german = screen.getByLabelText('Überschrift – Deutsch');
    expect(german.getAttribute('aria-describedby')).toBe(alerts[0]!.parentElement!.id);
    const english = screen.getByLabelText('Überschrift – Englisch');
    expect(english.getAttribute('aria-describedby')).toBe(alerts[1]!.parentElement!.id);
  });

  it('a missing link target shows once, named by its label', () => {
    start([missingTo]);
    const { container } = render(<SectionForm file="pages/careers.json" index={0} />);
    const shown = [...container.querySelectorAll('.text-danger')].map((e) => e.textContent);
    expect(shown).toEqual(['Eine Pflichtangabe fehlt: „Schaltfläche › Ziel (Seite)“.']);
  });
});

describe('the problems list', () => {
  it('names page, section, field and language in words, the file as small print', () => {
    start([emptyGermanTitle]);
    render(<ProblemsPanel />);
    const button = screen.getByRole('button', { name: /^Seite \/careers/ });
    expect(button.textContent).toBe(
      'Seite /careers, Abschnitt 1 (Seiteneinstieg), Überschrift – Deutsch: Der Text ist leer.',
    );
    expect(screen.getByText('(locales/de/careers.json)')).toBeTruthy();
  });

  it('a click on an empty text opens its section and focuses its box', async () => {
    start([emptyEnglishTitle], 1);
    render(<Editor />);
    expect(screen.queryByLabelText('Überschrift – Englisch')).toHaveProperty('value', 'More');
    fireEvent.click(
      screen.getByRole('button', { name: /Überschrift – Englisch: Der Text ist leer/ }),
    );
    await act(() => Promise.resolve());
    expect(useEditor.getState().section).toBe(0);
    const box = screen.getByLabelText('Überschrift – Englisch');
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
  });

  it('a click on a missing link target focuses the page picker; on the page title, opens it', async () => {
    start([missingTo, emptyMetaTitle], null);
    render(<Editor />);
    fireEvent.click(screen.getByRole('button', { name: /Schaltfläche › Ziel \(Seite\): Eine/ }));
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(
      screen.getByLabelText('Schaltfläche › Ziel (Seite) – Seite wählen'),
    );
    fireEvent.click(
      screen.getByRole('button', { name: /^Seite \/careers, Seitentitel – Englisch/ }),
    );
    await act(() => Promise.resolve());
    expect(useEditor.getState().section).toBe(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Seitentitel – Englisch'));
  });
});

describe('the problem count beside Save (issue 38 trial)', () => {
  it('says how many problems there are, in both languages, and leads to their list', () => {
    start([emptyGermanTitle, emptyEnglishTitle]);
    render(
      <>
        <ProblemCount />
        <ProblemsPanel />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '2 Probleme' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Probleme \(2\)/ }));
    act(() => useEditor.setState({ problems: [emptyGermanTitle] }));
    expect(screen.getByRole('button', { name: '1 Problem' })).toBeTruthy();
    act(() => useEditor.setState({ problems: [], ui: 'en' }));
    expect(screen.getByRole('button', { name: 'No problems' })).toBeTruthy();
    expect(problemCountText('en', 3)).toBe('3 problems');
    expect(problemCountText('de', 0)).toBe('Keine Probleme');
  });
});
