import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiRequestError } from '../lib/api-error';
import { AdminDialog } from './admin-dialog';
import { adminRequest } from './admin-api';
import type { AdminKey, ApiPage, RecipientRecord } from './admin-api';
import { LoadState } from './load-state';
import { RecipientForm } from './recipient-form';
import { LiveNotice } from './live-notice';
import { useDocumentTitle } from './use-document-title';

/** SPEC §9: recipients are read 100 at a time, like the contact form does. */
const KEY: AdminKey = ['/api/recipients', { page: 0, size: 100, sort: 'id' }];

/** List, add, edit, (de)activate and delete the topics of the contact form. */
export function RecipientsPage() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useSWR<ApiPage<RecipientRecord>>(KEY);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string }>();
  const [editing, setEditing] = useState<RecipientRecord>();
  const [deleting, setDeleting] = useState<RecipientRecord>();
  const [deleteError, setDeleteError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('admin.recipients.title'));

  const failed = (failure: unknown) =>
    setNotice({
      kind: 'error',
      text: failure instanceof Error ? failure.message : String(failure),
    });

  const toggle = async (recipient: RecipientRecord) => {
    setNotice(undefined);
    try {
      const saved = await adminRequest<RecipientRecord>(`/api/recipients/${recipient.id}`, {
        method: 'PATCH',
        body: { active: !recipient.active },
        language: i18n.language,
      });
      setNotice({
        kind: 'ok',
        text: t(saved.active ? 'admin.recipients.activated' : 'admin.recipients.deactivated', {
          topic: saved.topic,
        }),
      });
    } catch (failure) {
      failed(failure);
    }
    await mutate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(undefined);
    try {
      await adminRequest(`/api/recipients/${deleting.id}`, {
        method: 'DELETE',
        language: i18n.language,
      });
      setNotice({ kind: 'ok', text: t('admin.recipients.deleted', { topic: deleting.topic }) });
      setDeleting(undefined);
    } catch (failure) {
      // 409: mails to this topic still wait; the dialog stays open and says so.
      setDeleteError(
        failure instanceof ApiRequestError ? failure.details.message : String(failure),
      );
    } finally {
      setBusy(false);
      await mutate();
    }
  };

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-950">{t('admin.recipients.title')}</h1>
        <p className="mt-2 text-muted">{t('admin.recipients.intro')}</p>
      </div>
      <section
        aria-labelledby="add-recipient"
        className="rounded-card border border-line bg-white p-4"
      >
        <h2 id="add-recipient" className="mb-3 text-xl font-bold text-navy-950">
          {t('admin.recipients.addTitle')}
        </h2>
        <RecipientForm
          onSaved={(saved) => {
            setNotice({ kind: 'ok', text: t('admin.recipients.added', { topic: saved.topic }) });
            void mutate();
          }}
        />
      </section>
      <LiveNotice notice={notice} />
      {!data ? (
        <LoadState error={error} retry={() => void mutate()} />
      ) : data.content.length === 0 ? (
        <p>{t('admin.recipients.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {data.content.map((recipient) => (
            <li
              key={recipient.id}
              data-recipient={recipient.topic}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <bdi>{recipient.topic}</bdi>
                </p>
                <p className="break-all text-sm text-muted">
                  <bdi>{recipient.email}</bdi>
                </p>
              </div>
              <span
                className={`rounded-full border-2 px-2 py-0.5 text-sm font-semibold ${
                  recipient.active ? 'border-success text-success' : 'border-muted text-muted'
                }`}
              >
                {t('admin.recipients.active')}
                {': '}
                {recipient.active ? t('admin.common.yes') : t('admin.common.no')}
              </span>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t('admin.recipients.editLabel', { topic: recipient.topic })}
                  onClick={() => setEditing(recipient)}
                >
                  {t('admin.recipients.edit')}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t(
                    recipient.active
                      ? 'admin.recipients.deactivateLabel'
                      : 'admin.recipients.activateLabel',
                    { topic: recipient.topic },
                  )}
                  onClick={() => void toggle(recipient)}
                >
                  {recipient.active
                    ? t('admin.recipients.deactivate')
                    : t('admin.recipients.activate')}
                </button>
                <button
                  type="button"
                  className="btn-secondary border-danger text-danger hover:bg-danger"
                  aria-label={t('admin.recipients.deleteLabel', { topic: recipient.topic })}
                  onClick={() => {
                    setDeleteError(undefined);
                    setDeleting(recipient);
                  }}
                >
                  {t('admin.recipients.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AdminDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t('admin.recipients.editTitle')}
      >
        {editing && (
          <RecipientForm
            recipient={editing}
            onCancel={() => setEditing(undefined)}
            onSaved={(saved) => {
              setEditing(undefined);
              setNotice({ kind: 'ok', text: t('admin.recipients.saved', { topic: saved.topic }) });
              void mutate();
            }}
          />
        )}
      </AdminDialog>

      <AdminDialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('admin.recipients.deleteTitle')}
      >
        {deleting && (
          <div className="space-y-4">
            <p>
              {t('admin.recipients.deleteText', { topic: deleting.topic, email: deleting.email })}
            </p>
            {deleteError && (
              <p role="alert" className="font-medium text-danger">
                {deleteError}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {/* Focus starts on the safe choice (Headless UI's data-autofocus). */}
              <button
                type="button"
                data-autofocus
                className="btn-secondary"
                onClick={() => setDeleting(undefined)}
              >
                {t('admin.common.cancel')}
              </button>
              <button
                type="button"
                className="btn-primary bg-danger hover:bg-navy-950"
                disabled={busy}
                onClick={() => void confirmDelete()}
              >
                {t('admin.recipients.deleteConfirm')}
              </button>
            </div>
          </div>
        )}
      </AdminDialog>
    </div>
  );
}
