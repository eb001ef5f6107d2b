import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ApiRequestError } from '../lib/api-error';
import { ADMIN_BASE, languageOfPath } from './admin-language';
import { adminRequest } from './admin-api';
import type { AdminKey, ContactFormRecord } from './admin-api';
import { LoadState } from './load-state';
import { StatusBadge } from './status-badge';
import { LiveNotice } from './live-notice';
import { useDocumentTitle } from './use-document-title';
import { useFormatDate } from './use-format-date';
import { VisibleText, visibleString } from './visible-text';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One submission whole, with its delivery history, and re-queueing a failed mail. */
export function MessagePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const base = ADMIN_BASE[languageOfPath(pathname)];
  const key: AdminKey = [`/api/contact-forms/${encodeURIComponent(id)}`];
  const { data, error, mutate } = useSWR<ContactFormRecord>(key, {
    // While a re-queued mail waits for the worker, look again every 2 s to show it sent.
    refreshInterval: (latest) => (latest?.mailStatus === 'pending' ? 2000 : 0),
  });
  const { mutate: mutateAll } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string }>();
  const formatDate = useFormatDate();
  useDocumentTitle(
    data ? t('admin.message.title', { name: visibleString(data.name) }) : t('admin.inbox.title'),
  );

  const back = (
    // A block, so the list's spacing applies to it (an inline link takes no margin below).
    <Link to={base} className="link inline-block">
      {t('admin.message.back')}
    </Link>
  );
  if (!data) {
    const notFound = error instanceof ApiRequestError && [400, 404].includes(error.details.status);
    return (
      <div className="space-y-4">
        {back}
        {notFound ? (
          <p role="alert">{t('admin.message.notFound')}</p>
        ) : (
          <LoadState error={error} retry={() => void mutate()} />
        )}
      </div>
    );
  }

  const requeue = async () => {
    setBusy(true);
    setNotice(undefined);
    try {
      const record = await adminRequest<ContactFormRecord>(`${key[0]}/requeue`, {
        method: 'POST',
        language: i18n.language,
      });
      await mutate(record, { revalidate: true });
      // The inbox lists (and their counts per status) changed too.
      void mutateAll((k) => Array.isArray(k) && k[0] === '/api/contact-forms');
      setNotice({ kind: 'ok', text: t('admin.message.requeued') });
    } catch (failure) {
      const status = failure instanceof ApiRequestError ? failure.details.status : 0;
      setNotice({
        kind: 'error',
        text:
          status === 409
            ? t('admin.message.requeueOnlyFailed')
            : failure instanceof Error
              ? failure.message
              : String(failure),
      });
      void mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="space-y-6">
      {back}
      <h1 className="text-3xl font-bold text-navy-950">
        {t('admin.message.titleLead')}{' '}
        <bdi>
          <VisibleText text={data.name} />
        </bdi>
      </h1>
      <dl className="divide-y divide-line rounded-card border border-line bg-white px-4">
        <Row term={t('admin.message.name')}>
          <bdi>
            <VisibleText text={data.name} />
          </bdi>
        </Row>
        <Row term={t('admin.message.email')}>
          <bdi>
            <VisibleText text={data.email} />
          </bdi>
        </Row>
        <Row term={t('admin.message.topic')}>
          <bdi>
            <VisibleText text={data.topic} />
          </bdi>
        </Row>
        <Row term={t('admin.message.receivedAt')}>
          <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
        </Row>
      </dl>
      <section aria-labelledby="message-text">
        <h2 id="message-text" className="text-xl font-bold text-navy-950">
          {t('admin.message.text')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('admin.message.bidiNote')}</p>
        <div
          dir="auto"
          data-testid="message-text"
          className="mt-2 whitespace-pre-wrap rounded-card border border-line bg-white p-4 [unicode-bidi:plaintext]"
        >
          <VisibleText text={data.message} />
        </div>
      </section>
      <section aria-labelledby="message-delivery" className="space-y-3">
        <h2 id="message-delivery" className="text-xl font-bold text-navy-950">
          {t('admin.message.delivery')}
        </h2>
        <dl className="divide-y divide-line rounded-card border border-line bg-white px-4">
          <Row term={t('admin.message.status')}>
            <StatusBadge status={data.mailStatus} />
          </Row>
          <Row term={t('admin.message.recipient')}>
            <bdi>{data.recipientEmail}</bdi>
          </Row>
          <Row term={t('admin.message.attempts')}>{data.sendAttempts}</Row>
          <Row term={t('admin.message.lastError')}>
            {data.lastError ? <code>{data.lastError}</code> : t('admin.message.none')}
          </Row>
          <Row term={t('admin.message.nextAttempt')}>
            {data.nextAttemptAt ? (
              <time dateTime={data.nextAttemptAt}>{formatDate(data.nextAttemptAt)}</time>
            ) : (
              t('admin.message.none')
            )}
          </Row>
        </dl>
        {data.mailStatus === 'failed' && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => void requeue()}
          >
            {busy ? t('admin.message.requeuing') : t('admin.message.requeue')}
          </button>
        )}
        <LiveNotice notice={notice} />
      </section>
    </article>
  );
}
