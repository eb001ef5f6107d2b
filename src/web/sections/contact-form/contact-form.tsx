import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownLanguage } from '../../site/shown-page';
import type { ApiError } from '../../lib/api-error';
import type { Recipient } from '../../lib/contact-api';
import { defaultRecipient } from '../../lib/default-topic';
import { prefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { useActiveRecipients } from '../../lib/use-active-recipients';
import { fieldMarks, firstMarkedField, type FormField } from './field-marks';
import { FormStatus } from './form-status';
import { HoneypotField } from './honeypot-field';
import { SentPanel } from './sent-panel';
import { TextField } from './text-field';
import { topicLabel } from './topic-label';
import { TopicPicker } from './topic-picker';
import { UnavailableNote } from './unavailable-note';
import { useContactSubmission } from './use-contact-submission';

const EMPTY = { name: '', email: '', message: '' };

/** The control to focus for a field: the chosen topic's radio button, or the text field. */
function controlOf(form: HTMLFormElement | null, field: FormField): HTMLElement | null {
  if (!form) return null;
  if (field === 'topic')
    return (
      form.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      form.querySelector<HTMLElement>('input[type="radio"]')
    );
  const element = form.elements.namedItem(field);
  return element instanceof HTMLElement ? element : null;
}

/** Fields edited since the failed send whose error they belong to. */
interface Edited {
  error: ApiError | undefined;
  fields: ReadonlySet<string>;
}

/**
 * The form itself: topic, name, e-mail, message, honeypot, send button and status; after a
 * successful send, the panel that says so (SentPanel) until the visitor asks for the form again.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const language = useShownLanguage();
  const { recipients, failed, retrying, retry } = useActiveRecipients();
  const [picked, setPicked] = useState<Recipient>();
  const [fields, setFields] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<{ team: string; email: string }>();
  const [edited, setEdited] = useState<Edited>({ error: undefined, fields: new Set() });
  const { status, error, submit, reset } = useContactSubmission(language);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusFirstField = useRef(false);
  const topicErrorId = useId();

  // The picked topic while it is still offered, else the SPEC §4 default ("sales", else first).
  const selected =
    (picked && recipients?.find((r) => r.id === picked.id)) ?? defaultRecipient(recipients ?? []);
  const sending = status === 'sending';
  const canSend = selected !== undefined && !sending;
  const team = (topic: string) => topicLabel(topic, { t, exists: (key) => i18n.exists(key) });
  // The fields the server refused, until each is edited.
  const marks =
    status === 'error' ? fieldMarks(error, edited.error === error ? edited.fields : undefined) : {};

  useEffect(() => {
    if (status !== 'error') return;
    // The server named a field: go there; its message is under it, tied by aria-describedby.
    const first = firstMarkedField(error);
    const field = first && controlOf(formRef.current, first);
    if (field) {
      field.focus();
      return;
    }
    // Disabling the focused button while sending can drop focus to <body>; give it back.
    if (document.activeElement === document.body) submitRef.current?.focus();
    // The outcome appears below the button, possibly below the fold on a phone.
    statusRef.current?.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [status, error]);

  // "Send another message": the empty form is back; focus goes to its first field.
  useEffect(() => {
    if (status !== 'idle' || !focusFirstField.current) return;
    focusFirstField.current = false;
    (controlOf(formRef.current, 'topic') ?? controlOf(formRef.current, 'name'))?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || sending) return;
    // What the success panel will say (set before the send, so it is there with the outcome).
    setSent({ team: team(selected.topic), email: fields.email.trim() });
    const accepted = await submit({ ...fields, topic: selected.topic, website });
    // Only a successful send clears the form; after a failure everything typed stays.
    if (accepted) setFields(EMPTY);
  };
  /** A field edited after a failed send loses its mark (it is no longer what was refused). */
  const unmark = (field: FormField) => {
    if (!marks[field]) return;
    setEdited((current) => ({
      error,
      fields: new Set([...(current.error === error ? current.fields : []), field]),
    }));
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    unmark(field);
    setFields((current) => ({ ...current, [field]: value }));
  };
  const messages = {
    name: {
      missing: t('contact-form.validation.nameMissing'),
      invalid: t('contact-form.validation.invalid'),
    },
    email: {
      missing: t('contact-form.validation.emailMissing'),
      mismatch: t('contact-form.validation.emailInvalid'),
      invalid: t('contact-form.validation.invalid'),
    },
    message: {
      missing: t('contact-form.validation.messageMissing'),
      invalid: t('contact-form.validation.invalid'),
    },
  };

  if (status === 'success' && sent) {
    return (
      <SentPanel
        team={sent.team}
        email={sent.email}
        onAnother={() => {
          focusFirstField.current = true;
          setSent(undefined);
          reset();
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending}
      className="relative space-y-6 rounded-card border border-line bg-white p-6 shadow-sm twocol:p-10"
    >
      <p className="text-sm text-muted">{t('contact-form.requiredNote')}</p>
      <fieldset aria-describedby={marks.topic ? topicErrorId : undefined}>
        <legend className="font-semibold text-ink">{t('contact-form.topic.legend')}</legend>
        {!failed && (
          <TopicPicker
            recipients={recipients}
            selected={selected}
            onSelect={(recipient) => {
              unmark('topic');
              setPicked(recipient);
            }}
          />
        )}
        {/* Kept (empty) while the topics load, so the form below does not move. */}
        {!failed && (
          <p className="mt-3 min-h-5 text-sm text-muted">
            {/* The team, never its address: a published address invites spam (decision 131). */}
            {selected && t('contact-form.topic.recipient', { team: team(selected.topic) })}
          </p>
        )}
        {marks.topic && (
          <p id={topicErrorId} className="mt-2 text-sm font-medium text-danger">
            {marks.topic}
          </p>
        )}
      </fieldset>
      <UnavailableNote failed={failed} retrying={retrying} onRetry={retry} />
      <TextField
        label={t('contact-form.fields.name')}
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={set('name')}
        messages={messages.name}
        serverMessage={marks.name}
      />
      <TextField
        label={t('contact-form.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
        messages={messages.email}
        serverMessage={marks.email}
      />
      <TextField
        label={t('contact-form.fields.message')}
        name="message"
        rows={8}
        value={fields.message}
        onChange={set('message')}
        messages={messages.message}
        serverMessage={marks.message}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      <div className="flex flex-col gap-4 twocol:flex-row twocol:items-center">
        <button
          ref={submitRef}
          type="submit"
          disabled={!canSend}
          className="btn-primary disabled:cursor-not-allowed disabled:bg-slate-500"
        >
          {sending ? t('contact-form.submit.sending') : t('contact-form.submit.label')}
        </button>
      </div>
      <FormStatus ref={statusRef} status={status} error={error} />
    </form>
  );
}
