import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSessionCreate } from 'virtual:admin-validators';
import { ApiRequestError } from '../lib/api-error';
import { adminRequest } from './admin-api';
import { FormField } from './form-field';
import { useDocumentTitle } from './use-document-title';
import { useSessionStore } from './session-store';
import { fieldErrors } from './validation/field-errors';

/**
 * The token is posted once and forgotten: the server answers with an HttpOnly cookie, so no
 * script on the page (nor an injected one) can read a credential afterwards.
 */
/** "8 hours" / "8 Stunden", "90 minutes" (Intl, the screen's language). */
function formatDuration(seconds: number, language: string): string {
  const hours = seconds / 3600;
  const whole = Number.isInteger(hours);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: whole ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(whole ? hours : Math.round(seconds / 60));
}

export function SignInPage() {
  const { t, i18n } = useTranslation();
  const reason = useSessionStore((s) => s.reason);
  const signedIn = useSessionStore((s) => s.signedIn);
  const sessionSeconds = useSessionStore((s) => s.sessionSeconds);
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  useDocumentTitle(t('admin.signIn.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const body = { token };
    const found = fieldErrors(adminSessionCreate, body, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const session = await adminRequest<{ expiresAt: string }>('/api/admin/session', {
        method: 'POST',
        body,
        language: i18n.language,
      });
      setToken('');
      signedIn(session.expiresAt);
    } catch (error) {
      const details = error instanceof ApiRequestError ? error.details : undefined;
      if (details?.status === 429) setFormError(t('admin.signIn.tooMany'));
      else if (details?.validationErrors) setErrors(details.validationErrors);
      else setFormError(details?.message ?? String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold text-navy-950">{t('admin.signIn.title')}</h1>
      {reason !== 'none' && (
        <p role="status" className="mt-4 rounded-lg border border-line bg-white p-3 text-ink">
          {reason === 'expired' ? t('admin.signIn.expired') : t('admin.signIn.signedOut')}
        </p>
      )}
      <p className="mt-4 text-muted">
        {t('admin.signIn.intro')}
        {sessionSeconds !== undefined &&
          ` ${t('admin.signIn.lasts', { duration: formatDuration(sessionSeconds, i18n.language) })}`}
      </p>
      <form className="mt-6 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('admin.signIn.token')}
          type="password"
          name="token"
          autoComplete="current-password"
          value={token}
          error={errors.token}
          onChange={(event) => setToken(event.target.value)}
        />
        {formError && (
          <p role="alert" className="font-medium text-danger">
            {formError}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? t('admin.signIn.submitting') : t('admin.signIn.submit')}
        </button>
      </form>
    </div>
  );
}
