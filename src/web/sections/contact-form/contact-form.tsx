import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLanguage } from '../../app/page-route-data';
import type { Recipient } from '../../lib/contact-api';
import { defaultRecipient } from '../../lib/default-topic';
import { prefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { useActiveRecipients } from '../../lib/use-active-recipients';
import { FormStatus } from './form-status';
import { HoneypotField } from './honeypot-field';
import { TextField } from './text-field';
import { topicLabel } from './topic-label';
import { TopicPicker } from './topic-picker';
import { UnavailableNote } from './unavailable-note';
import { useContactSubmission } from './use-contact-submission';

const EMPTY = { name: '', email: '', message: '' };

/** The form itself: topic, name, e-mail, message, honeypot, send button and status. */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const language = useRouteLanguage();
  const { recipients, failed, retrying, retry } = useActiveRecipients();
  const [picked, setPicked] = useState<Recipient>();
  const [fields, setFields] = useState(EMPTY);
  const [website, setWebsite] = useState('');
  const { status, error, submit } = useContactSubmission(language);
  const submitRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The picked topic while it is still offered, else the SPEC §4 default ("sales", else first).
  const selected =
    (picked && recipients?.find((r) => r.id === picked.id)) ?? defaultRecipient(recipients ?? []);
  const sending = status === 'sending';
  const canSend = selected !== undefined && !sending;

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    // Disabling the focused button while sending can drop focus to <body>; give it back.
    if (document.activeElement === document.body) submitRef.current?.focus();
    // The outcome appears below the button, possibly below the fold on a phone.
    statusRef.current?.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected || sending) return;
    const sent = await submit({ ...fields, topic: selected.topic, website });
    // Only a successful send clears the form; after a failure everything typed stays.
    if (sent) setFields(EMPTY);
  };
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending}
      className="relative space-y-6 rounded-card border border-line bg-white p-6 shadow-sm twocol:p-10"
    >
      <p className="text-sm text-muted">{t('contact-form.requiredNote')}</p>
      <fieldset>
        <legend className="font-semibold text-ink">{t('contact-form.topic.legend')}</legend>
        {!failed && (
          <TopicPicker recipients={recipients} selected={selected} onSelect={setPicked} />
        )}
        {/* Kept (empty) while the topics load, so the form below does not move. */}
        {!failed && (
          <p className="mt-3 min-h-5 text-sm text-muted">
            {/* The team, never its address: a published address invites spam (decision 131). */}
            {selected &&
              t('contact-form.topic.recipient', {
                team: topicLabel(selected.topic, { t, exists: (key) => i18n.exists(key) }),
              })}
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
      />
      <TextField
        label={t('contact-form.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
      />
      <TextField
        label={t('contact-form.fields.message')}
        name="message"
        rows={8}
        value={fields.message}
        onChange={set('message')}
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
