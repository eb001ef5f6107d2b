import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ADMIN_BASE, languageOfPath } from './admin-language';
import type { AdminKey, ApiPage, ContactFormRecord, ContactMailStatus } from './admin-api';
import { LoadState } from './load-state';
import { Pager } from './pager';
import { StatusBadge } from './status-badge';
import { useDocumentTitle } from './use-document-title';
import { VisibleText, visibleString } from './visible-text';
import { useFormatDate } from './use-format-date';

export const INBOX_PAGE_SIZE = 20;
const STATUSES: ContactMailStatus[] = ['pending', 'sent', 'failed'];
const asStatus = (value: string | null): ContactMailStatus | undefined =>
  STATUSES.find((status) => status === value);

/** Submissions newest first, paged, filtered by mail status and searched; state in the URL. */
export function InboxPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = ADMIN_BASE[languageOfPath(pathname)];
  const [params, setParams] = useSearchParams();
  const status = asStatus(params.get('status'));
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const [search, setSearch] = useState(q);
  const formatDate = useFormatDate();
  useDocumentTitle(t('admin.inbox.title'));

  const key: AdminKey = [
    '/api/contact-forms',
    { page, size: INBOX_PAGE_SIZE, sort: 'createdAt,desc', mailStatus: status, q: q || undefined },
  ];
  const { data, error, mutate } = useSWR<ApiPage<ContactFormRecord>>(key);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: undefined });
  };

  return (
    <div>
      <h1 className="text-3xl font-bold text-navy-950">{t('admin.inbox.title')}</h1>
      <div className="mt-6 flex flex-wrap items-end gap-x-8 gap-y-4">
        {/* Unchecked/checked by the click at once; the URL (and so the list) follows. Keyed by
            the URL's status so back/forward puts the right one back. */}
        <fieldset key={status ?? 'all'}>
          <legend className="font-semibold">{t('admin.inbox.filterLabel')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {[undefined, ...STATUSES].map((value) => (
              <label
                key={value ?? 'all'}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line bg-white px-3 has-checked:border-navy-700 has-checked:bg-navy-100"
              >
                <input
                  type="radio"
                  name="status"
                  defaultChecked={status === value}
                  onChange={() => update({ status: value, page: undefined })}
                />
                {value ? t(`admin.status.${value}`) : t('admin.inbox.all')}
              </label>
            ))}
          </div>
        </fieldset>
        <form
          role="search"
          onSubmit={submitSearch}
          className="flex flex-wrap items-end gap-2 max-sm:w-full"
        >
          {/* On a phone the field is as wide as the full-width button under it. */}
          <div className="max-sm:w-full">
            <label htmlFor="inbox-search" className="block font-semibold">
              {t('admin.inbox.searchLabel')}
            </label>
            <input
              id="inbox-search"
              type="search"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
              className="mt-1 block min-h-11 w-full rounded-lg sm:w-72 border-2 border-line bg-white px-3"
            />
          </div>
          <button type="submit" className="btn-secondary">
            {t('admin.inbox.searchSubmit')}
          </button>
        </form>
      </div>

      <div className="mt-6">
        {!data ? (
          <LoadState error={error} retry={() => void mutate()} />
        ) : data.content.length === 0 ? (
          <p role="status">{t('admin.inbox.empty')}</p>
        ) : (
          <>
            <p role="status" className="text-muted">
              {t('admin.inbox.count', { count: data.totalElements })}
            </p>
            <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-white">
              {data.content.map((record) => (
                <li key={record.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                  {/* On phones the sender takes the whole line; date and status go below. */}
                  <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
                    <Link
                      to={`${base}/messages/${record.id}`}
                      className="link"
                      aria-label={t('admin.inbox.open', { name: visibleString(record.name) })}
                    >
                      <bdi>
                        <VisibleText text={record.name} />
                      </bdi>
                    </Link>
                    <p className="text-sm text-muted">
                      <bdi className="break-all">
                        <VisibleText text={record.email} />
                      </bdi>{' '}
                      ·{' '}
                      <bdi>
                        <VisibleText text={record.topic} />
                      </bdi>
                    </p>
                  </div>
                  <time dateTime={record.createdAt} className="text-sm text-muted">
                    {formatDate(record.createdAt)}
                  </time>
                  <StatusBadge status={record.mailStatus} />
                </li>
              ))}
            </ul>
            <Pager
              page={data.number}
              pages={data.totalPages}
              onPage={(next) => update({ page: next === 0 ? undefined : String(next + 1) })}
            />
          </>
        )}
      </div>
    </div>
  );
}
