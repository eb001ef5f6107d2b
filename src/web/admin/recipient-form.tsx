import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recipientCreate, recipientPatch } from 'virtual:admin-validators';
import { ApiRequestError } from '../lib/api-error';
import { adminRequest } from './admin-api';
import type { RecipientRecord } from './admin-api';
import { FormField } from './form-field';
import { fieldErrors } from './validation/field-errors';

interface RecipientFormProps {
  /** The recipient to edit; a new one is added without it. */
  recipient?: RecipientRecord;
  onSaved: (saved: RecipientRecord) => void;
  onCancel?: () => void;
}

/**
 * Topic and e-mail, checked here with the API's own schema (recipient-create / -patch) and again
 * by the server, whose messages (e.g. a topic that exists) are shown at their field.
 */
export function RecipientForm({ recipient, onSaved, onCancel }: RecipientFormProps) {
  const { t, i18n } = useTranslation();
  const [topic, setTopic] = useState(recipient?.topic ?? '');
  const [email, setEmail] = useState(recipient?.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const body = recipient
      ? {
          ...(topic !== recipient.topic ? { topic } : {}),
          ...(email !== recipient.email ? { email } : {}),
        }
      : { topic, email };
    if (recipient && Object.keys(body).length === 0) {
      onCancel?.();
      return;
    }
    const found = fieldErrors(recipient ? recipientPatch : recipientCreate, body, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await adminRequest<RecipientRecord>(
        recipient ? `/api/recipients/${recipient.id}` : '/api/recipients',
        { method: recipient ? 'PATCH' : 'POST', body, language: i18n.language },
      );
      if (!recipient) {
        setTopic('');
        setEmail('');
      }
      onSaved(saved);
    } catch (error) {
      const details = error instanceof ApiRequestError ? error.details : undefined;
      if (details?.validationErrors) setErrors(details.validationErrors);
      else setFormError(details?.message ?? String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-start gap-4"
    >
      <FormField
        label={t('admin.recipients.topic')}
        name="topic"
        value={topic}
        error={errors.topic}
        onChange={(event) => setTopic(event.target.value)}
        className="w-full sm:w-64"
      />
      <FormField
        label={t('admin.recipients.email')}
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
        className="w-full sm:w-80"
      />
      <div className="flex w-full flex-wrap gap-2 sm:mt-7 sm:w-auto">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving
            ? t('admin.common.saving')
            : recipient
              ? t('admin.common.save')
              : t('admin.recipients.add')}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('admin.common.cancel')}
          </button>
        )}
      </div>
      {formError && (
        <p role="alert" className="w-full font-medium text-danger">
          {formError}
        </p>
      )}
    </form>
  );
}
