import type { WidgetProps } from '@rjsf/utils';
import { useId, useState, type ChangeEvent } from 'react';
import { AssetWidget } from './asset-widget';
import { GrowingTextarea } from './growing-textarea';
import {
  generateKey,
  getText,
  LANGUAGES,
  localeFile,
  pageFiles,
  setIn,
  setText,
  type Docs,
  type Language,
  type Page,
} from './model';
import { problemMessage } from './problem-words';
import { textProblems } from './problems';
import { labelAlong } from './field-names';
import type { JsonSchema } from './schemas';
import { useEditor } from './store';
import { useUi } from './ui-texts';

/** What our widgets know about where they are (rjsf formContext). */
export interface FieldPlace {
  /** Page file being edited. */
  file: string;
  /** Segments of the form's root inside that file, e.g. ['sections', 2, 'props']. */
  root: Array<string | number>;
  /** Key prefix for new texts: `<page>.<section>`. */
  keyPrefix: [namespace: string, section: string];
  /** The form's schema (titles in the editor's language), for the names of a field's groups. */
  schema?: JsonSchema;
}

/** rjsf ids: `root_cta_label` -> ['cta', 'label']; `root_paragraphs_0` -> ['paragraphs', 0]. */
export function idToPath(id: string): Array<string | number> {
  return id
    .split('_')
    .slice(1)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/**
 * The field's name with its groups' (`Schaltfläche › Beschriftung`): unique in the form. Each
 * name is the schema's title, else the form's own name for the field, else the property's.
 */
export function fieldLabel(
  props: Pick<WidgetProps, 'schema' | 'id'> & Partial<Pick<WidgetProps, 'uiSchema' | 'registry'>>,
  language: Language = useEditor.getState().ui,
): string {
  const own = props.uiSchema?.['ui:title'];
  return labelAlong(
    (props.registry?.formContext as FieldPlace | undefined)?.schema,
    idToPath(props.id),
    language,
    {},
    props.schema.title ?? (typeof own === 'string' ? own : undefined),
  );
}

/** A field's help: the form's own words for it, else its schema's description. */
export function fieldHelp(props: Pick<WidgetProps, 'schema' | 'uiSchema'>): string {
  const own = props.uiSchema?.['ui:description'];
  return typeof own === 'string' ? own : (props.schema.description ?? '');
}

/**
 * A text key as the texts it stands for: German and English side by side, written to the
 * locale files. A field without a key gets a generated one on the first letter typed.
 */
export function TextKeyWidget(props: WidgetProps) {
  const ui = useUi();
  const place = props.registry.formContext as FieldPlace;
  const key = typeof props.value === 'string' && props.value ? props.value : null;
  const docs = useEditor((s) => s.docs);
  const allProblems = useEditor((s) => s.problems);
  const problems = key ? textProblems(allProblems, key) : [];
  const base = useId();
  const uiLanguage = useEditor((s) => s.ui);
  const label = fieldLabel(props, uiLanguage);
  // A list entry just added (empty in both languages) says nothing until the person has left
  // it: "the text is empty" before anything could be typed only looked like a mistake.
  const [quiet, setQuiet] = useState(
    () =>
      typeof idToPath(props.id).at(-1) === 'number' &&
      LANGUAGES.every((l) => !(key && getText(docs, l, key))),
  );

  const write = (language: (typeof LANGUAGES)[number], text: string) => {
    useEditor.getState().edit(
      (current: Docs) => {
        let next = current;
        let useKey = key;
        if (!useKey) {
          const [namespace, section] = place.keyPrefix;
          useKey = generateKey(current, namespace, section, idToPath(props.id));
          for (const other of LANGUAGES) next = setText(next, other, useKey, '');
          const page = next[place.file];
          next = {
            ...next,
            [place.file]: setIn(page, [...place.root, ...idToPath(props.id)], useKey),
          };
        }
        return setText(next, language, useKey, text);
      },
      `text:${key ?? props.id}:${language}`,
    );
  };

  const sharedElsewhere = key ? countKeyUses(docs, key) > 1 : false;
  const namespace = key?.split('.')[0] ?? '';
  const localeFiles = LANGUAGES.map((l) => localeFile(l, namespace));
  // At the field, only the message: the box it is under says the language, and the field says
  // which text (no file path). A problem of the page file (an unknown key) is the field's.
  const fieldMessages = quiet
    ? []
    : unique([
        ...problems
          .filter((p) => !localeFiles.includes(p.file))
          .map((p) => problemMessage(p, uiLanguage)),
        ...(props.rawErrors ?? []),
      ]);
  return (
    <fieldset
      className="rounded-md border border-line p-2"
      aria-describedby={`${base}-help`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setQuiet(false);
      }}
    >
      <legend className="px-1 text-sm font-semibold">
        {label}
        {props.required ? ` (${ui('required')})` : ''}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {LANGUAGES.map((language) => {
          const text = key ? (getText(docs, language, key) ?? '') : '';
          // The id names the field and language, so a click in the problems list can focus it.
          const id = `${props.id}__${language}`;
          const messages = quiet
            ? []
            : unique(
                problems
                  .filter((p) => p.file === localeFile(language, namespace))
                  .map((p) => problemMessage(p, uiLanguage)),
              );
          return (
            <div key={language}>
              <label htmlFor={id} className="block text-xs font-semibold text-muted">
                {label} – {ui(language === 'de' ? 'german' : 'english')}
              </label>
              <GrowingTextarea
                id={id}
                lang={language}
                value={text}
                onChange={(e: ChangeEvent<HTMLTextAreaElement>) => write(language, e.target.value)}
                aria-invalid={messages.length > 0 || fieldMessages.length > 0}
                aria-describedby={messages.length > 0 ? `${base}-${language}-errors` : undefined}
                className="w-full rounded border border-slate-400 px-2 py-1"
              />
              {messages.length > 0 && (
                <div id={`${base}-${language}-errors`}>
                  {messages.map((m) => (
                    <p key={m} className="text-sm text-danger" role="alert">
                      {m}
                    </p>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <div id={`${base}-help`} className="mt-1 text-xs text-muted">
        {fieldHelp(props)}
        {sharedElsewhere ? ` ${ui('usedOnPages')}` : ''}
      </div>
      {fieldMessages.map((m) => (
        <p key={m} className="text-sm text-danger" role="alert">
          {m}
        </p>
      ))}
    </fieldset>
  );
}

const unique = (messages: string[]) => [...new Set(messages)];

function countKeyUses(docs: Docs, key: string): number {
  let count = 0;
  const visit = (value: unknown) => {
    if (value === key) count++;
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const file of [...pageFiles(docs), 'pages/site.json']) visit(docs[file]);
  return count;
}

/** An internal link: a page picker (every page's address) and an optional anchor. */
export function PageLinkWidget(props: WidgetProps) {
  const ui = useUi();
  const docs = useEditor((s) => s.docs);
  const id = useId();
  const value = typeof props.value === 'string' ? props.value : '';
  const [path = '', anchor = ''] = value.split('#');
  const paths = pageFiles(docs)
    .map((f) => (docs[f] as Page).path)
    .filter((p) => p.startsWith('/') && !p.includes(':'))
    .sort();
  const set = (nextPath: string, nextAnchor: string) =>
    props.onChange(nextPath ? `${nextPath}${nextAnchor ? `#${nextAnchor}` : ''}` : undefined);
  return (
    <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
      <div>
        <label htmlFor={props.id} className="block text-sm font-semibold">
          {fieldLabel(props)} – {ui('choosePage')}
        </label>
        <select
          id={props.id}
          value={path}
          onChange={(e) => set(e.target.value, anchor)}
          className="w-full rounded border border-slate-400 px-2 py-1"
        >
          <option value="">{ui('none')}</option>
          {paths.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
          {path && !paths.includes(path) && <option value={path}>{path}</option>}
        </select>
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {ui('anchorPart')}
        </label>
        <input
          id={id}
          value={anchor}
          aria-describedby={`${id}-help`}
          onChange={(e) => set(path || '/', e.target.value.replace(/[^a-z0-9-]/g, ''))}
          className="w-full rounded border border-slate-400 px-2 py-1"
        />
        <p id={`${id}-help`} className="mt-1 text-xs text-muted">
          {ui('anchorHelp')}
        </p>
      </div>
      {props.rawErrors?.map((m) => (
        <p key={m} className="text-sm text-danger">
          {m}
        </p>
      ))}
    </div>
  );
}

export const widgets = { textKey: TextKeyWidget, pageLink: PageLinkWidget, asset: AssetWidget };
