import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useMemo } from 'react';
import { getIn, namespaceOf, sectionKeyName, setIn, type Page } from './model';
import { errorSchemaAt } from './problems';
import {
  metaSchema,
  requiredOnlyWhereAlways,
  sectionSchema,
  uiSchemaFor,
  type JsonSchema,
} from './schemas';
import { uiText } from './ui-texts';
import { useEditor } from './store';
import { widgets, type FieldPlace } from './widgets';
import { fieldName, labelAlong, META_FIELDS } from './field-names';
import { FieldErrors } from './field-errors';
import { formButtons } from './form-buttons';
import { keyListTexts } from './new-list-texts';
import { forPeople } from './people-words';

/** Drops undefined and empty optional groups the form library leaves behind. */
export function cleanProps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanProps);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const clean = cleanProps(child);
      if (clean === undefined || clean === '') continue;
      if (
        clean &&
        typeof clean === 'object' &&
        !Array.isArray(clean) &&
        Object.keys(clean).length === 0
      )
        continue;
      out[key] = clean;
    }
    return out;
  }
  return value;
}

const NO_NAMES: Record<string, { label: string; help: string }> = {};

/** A form generated from `schema` for the value at `place.root` of a page file, with our widgets. */
export function SchemaForm({
  schema,
  place,
  idPrefix,
  names = NO_NAMES,
}: {
  schema: JsonSchema;
  place: FieldPlace;
  idPrefix: string;
  /** Labels and help texts of top-level fields that their schema does not give. */
  names?: Record<string, { label: string; help: string }>;
}) {
  const value = useEditor((s) => getIn(s.docs[place.file], place.root));
  const problems = useEditor((s) => s.problems);
  const language = useEditor((s) => s.ui);
  const uiSchema = useMemo(() => {
    const generated = uiSchemaFor(schema, (property) => fieldName(property, language), language);
    for (const [key, { label, help }] of Object.entries(names))
      generated[key] = {
        ...(generated[key] as object),
        'ui:title': label,
        'ui:description': help,
      };
    return { ...generated, 'ui:submitButtonOptions': { norender: true } };
  }, [schema, language, names]);
  const formSchema = useMemo(() => requiredOnlyWhereAlways(schema), [schema]);
  const context = useMemo(() => ({ ...place, schema }), [place, schema]);
  const rootKey = place.root.join('.');
  const extraErrors = useMemo(
    () =>
      errorSchemaAt(
        problems,
        place.file,
        rootKey.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
        language,
        (segments) =>
          labelAlong(
            schema,
            segments,
            language,
            Object.fromEntries(Object.entries(names).map(([key, { label }]) => [key, label])),
          ),
      ),
    [problems, place.file, rootKey, language, schema, names],
  );
  // A click in the problems list asks for a field (store.focus): focus it once it is drawn.
  const focus = useEditor((s) => s.focus);
  useEffect(() => {
    for (const id of focus ?? []) {
      const element = document.getElementById(id);
      if (!element) continue;
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
      useEditor.getState().set({ focus: null });
      return;
    }
  }, [focus]);
  return (
    <Form
      className="rjsf"
      idPrefix={idPrefix}
      schema={formSchema as RJSFSchema}
      uiSchema={uiSchema}
      formData={value ?? {}}
      validator={validator}
      widgets={widgets}
      templates={{ ButtonTemplates: formButtons, FieldErrorTemplate: FieldErrors }}
      formContext={context}
      extraErrors={extraErrors as never}
      showErrorList={false}
      noHtml5Validate
      liveValidate={false}
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
      }}
      onChange={({ formData }, id) => {
        const next = cleanProps(formData);
        const current = getIn(useEditor.getState().docs[place.file], place.root);
        if (JSON.stringify(next) === JSON.stringify(current)) return;
        useEditor
          .getState()
          .edit(
            (docs) =>
              keyListTexts(
                { ...docs, [place.file]: setIn(docs[place.file], place.root, next) },
                schema,
                place,
              ),
            `form:${place.file}:${rootKey}:${id ?? ''}`,
          );
      }}
    />
  );
}

/** The form for one section's props, from its JSON Schema. */
export function SectionForm({ file, index }: { file: string; index: number }) {
  const page = useEditor((s) => s.docs[file]) as Page;
  const schemas = useEditor((s) => s.schemas);
  const language = useEditor((s) => s.ui);
  const type = page.sections[index]?.type ?? '';
  const schema = useMemo(() => {
    const words = sectionSchema(schemas, type, language);
    return words && forPeople(words);
  }, [schemas, type, language]);
  const keyName = sectionKeyName(page, index);
  const place = useMemo<FieldPlace>(
    () => ({
      file,
      root: ['sections', index, 'props'],
      keyPrefix: [namespaceOf(file), keyName],
    }),
    [file, index, keyName],
  );
  if (!schema) return null;
  return (
    <SchemaForm
      key={`${file}:${index}:${type}`}
      schema={schema}
      place={place}
      idPrefix={`s${index}`}
    />
  );
}

/** The form for the page's title, description, keywords and share image. */
export function MetaForm({ file }: { file: string }) {
  const schemas = useEditor((s) => s.schemas);
  const language = useEditor((s) => s.ui);
  const schema = useMemo(() => {
    const words = metaSchema(schemas, language);
    return words && forPeople(words);
  }, [schemas, language]);
  const names = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(META_FIELDS).map(([key, [label, help]]) => [
          key,
          { label: uiText(language, label), help: uiText(language, help) },
        ]),
      ),
    [language],
  );
  const place = useMemo<FieldPlace>(
    () => ({ file, root: ['meta'], keyPrefix: [namespaceOf(file), 'meta'] }),
    [file],
  );
  if (!schema) return null;
  return <SchemaForm key={file} schema={schema} place={place} idPrefix="meta" names={names} />;
}
