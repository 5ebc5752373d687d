// /admin/mails: every account's mails that failed for good (docs/mail.md, "Mails that failed for good"), newest failure
// first, filtered by kind and paged in the URL: the kind, the masked recipient, the mail server's last answer, when it
// failed and after how many attempts. "Send again" queues one at once: the row says so before the server answers, and
// says why if the server refuses (CONFLICT: delivered or sent again since, or its form link moved on).
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailCheck, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_KINDS, type TMailKind } from '@praxiform/domain';
import { EmptyState } from '../../../components/lists/empty-state';
import { ListError } from '../../../components/lists/list-error';
import { ListPagination } from '../../../components/lists/list-pagination';
import { Badge, Button, SelectField, SkeletonBar, cn } from '../../../components/ui';
import type { TAdminFailedMail } from '../../../lib/api-types';
import { errorCodeOf } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { pageCount, parsePage, useUrlView } from '../../../lib/url-view';
import { useErrorMessage } from '../../../lib/use-messages';
import { pageNameKey } from '../../../routes/page-title';

const PAGE_SIZE = 20;

type TView = { kind: TMailKind | ''; page: number };

function parseView(params: URLSearchParams): TView {
  const kind = params.get('kind') as TMailKind | null;
  return { kind: kind && MAIL_KINDS.includes(kind) ? kind : '', page: parsePage(params.get('page')) };
}

function writeView(view: TView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.kind) params.set('kind', view.kind);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** A row's "Send again": queued at once (optimistic), or the reason the server refused it. */
type TResendState = { queued: true } | { error: string };

export function AdminMailsPage() {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const errorMessage = useErrorMessage();
  const [view, update] = useUrlView(parseView, writeView);
  const query = useQuery(
    trpc.admin.mails.failed.queryOptions(
      { ...(view.kind ? { kind: view.kind } : {}), page: view.page, pageSize: PAGE_SIZE },
      { placeholderData: (previous) => previous },
    ),
  );
  const [resends, setResends] = useState<Record<string, TResendState>>({});
  const setResend = (id: string, state: TResendState | null) =>
    setResends(({ [id]: _previous, ...others }) => (state ? { ...others, [id]: state } : others));
  // The list is not refetched after a resend: the mail is no longer failed and would leave it, taking its "queued" along.
  const resend = useMutation(
    trpc.admin.mails.resend.mutationOptions({
      onMutate: ({ id }) => setResend(id, { queued: true }),
      onError: (error, { id }) =>
        setResend(id, {
          error: errorCodeOf(error) === 'CONFLICT' ? t('mails.resend.conflict') : t('mails.resend.failed', { reason: errorMessage(error) }),
        }),
    }),
  );
  const filtered = Boolean(view.kind);
  const rowProps = (mail: TAdminFailedMail) => ({ mail, state: resends[mail.id] ?? null, onResend: () => resend.mutate({ id: mail.id }) });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(pageNameKey('admin-mails'))}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('mails.subtitle')}</p>
      </div>
      <section aria-labelledby="failed-mails-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="failed-mails-title" className="text-lg font-semibold text-slate-900">
            {t('mails.list.title')}
            {query.data && <span className="font-normal text-slate-500"> ({query.data.total})</span>}
          </h2>
          <div className="sm:w-72">
            <SelectField label={t('mails.list.kind')} value={view.kind} onChange={(event) => update({ kind: event.target.value as TMailKind | '' })}>
              <option value="">{t('mails.list.allKinds')}</option>
              {MAIL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`mails.kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        {query.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t('mails.list.loading')}</span>
            {[0, 1, 2].map((row) => (
              <SkeletonBar key={row} className="h-24 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <ListError title={t('mails.list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            icon={MailCheck}
            heading="h3"
            title={filtered ? t('mails.list.noMatch') : t('mails.list.empty')}
            text={filtered ? t('mails.list.noMatchText') : t('mails.list.emptyText')}
          >
            {filtered && (
              <Button variant="outline" onClick={() => update({ kind: '' })}>
                {t('mails.list.clear')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <div aria-busy={query.isFetching || undefined}>
              {/* A table where its five columns fit beside the sidebar (xl: about 960 px at 1280 px), cards below. */}
              <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm xl:block">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('mails.list.title')}</caption>
                  <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-500">
                    <tr>
                      <th scope="col" className="py-3 pr-3 pl-4">
                        {t('mails.columns.mail')}
                      </th>
                      <th scope="col" className="px-3 py-3">
                        {t('mails.columns.lastError')}
                      </th>
                      <th scope="col" className="px-3 py-3 whitespace-nowrap">
                        {t('mails.columns.failedAt')}
                      </th>
                      <th scope="col" className="px-3 py-3 text-right whitespace-nowrap">
                        {t('mails.columns.attempts')}
                      </th>
                      <th scope="col" className="w-px py-3 pr-4 pl-3 text-right">
                        <span className="sr-only">{t('mails.columns.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {query.data.items.map((mail) => (
                      <MailTableRow key={mail.id} {...rowProps(mail)} />
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label={t('mails.list.title')}>
                {query.data.items.map((mail) => (
                  <MailCard key={mail.id} {...rowProps(mail)} />
                ))}
              </ul>
            </div>
            <ListPagination
              page={view.page}
              pages={pageCount(query.data.total, PAGE_SIZE)}
              onPage={(page) => update({ page })}
              label={t('mails.list.pages')}
            />
          </>
        )}
      </section>
    </div>
  );
}

type TRowProps = { mail: TAdminFailedMail; state: TResendState | null; onResend: () => void };

function useMailTexts(mail: TAdminFailedMail) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return {
    kind: t(`mails.kinds.${mail.kind}`, { defaultValue: mail.kind }),
    failedAt: formatDate(locale, mail.failedAt, true) ?? '',
    attempts: t('mails.row.attempts', { count: mail.attempts }),
    lastError: mail.lastError ?? t('mails.row.noError'),
  };
}

function MailTableRow({ mail, state, onResend }: TRowProps) {
  const texts = useMailTexts(mail);
  return (
    <tr data-testid="failed-mail-row" className="align-top hover:bg-slate-50/70">
      <td className="min-w-52 py-3 pr-3 pl-4">
        <span className="block font-medium wrap-break-word text-slate-900">{mail.recipientMasked}</span>
        <Badge variant="neutral" className="mt-1">
          {texts.kind}
        </Badge>
      </td>
      <td className={cn('min-w-64 px-3 py-3', mail.lastError ? 'wrap-break-word text-slate-700' : 'text-slate-500')}>{texts.lastError}</td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={mail.failedAt}>{texts.failedAt}</time>
      </td>
      <td className="px-3 py-3 text-right text-slate-700 tabular-nums">{mail.attempts}</td>
      <td className="py-3 pr-4 pl-3 text-right">
        <ResendAction mail={mail} state={state} onResend={onResend} align="end" />
      </td>
    </tr>
  );
}

function MailCard({ mail, state, onResend }: TRowProps) {
  const { t } = useTranslation('admin');
  const texts = useMailTexts(mail);
  return (
    <li data-testid="failed-mail-card" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="neutral">{texts.kind}</Badge>
        <time dateTime={mail.failedAt} className="text-xs text-slate-600">
          {texts.failedAt}
        </time>
      </div>
      <p className="font-medium wrap-anywhere text-slate-900">{mail.recipientMasked}</p>
      <dl className="flex flex-1 flex-col gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('mails.columns.lastError')}</dt>
          <dd className={mail.lastError ? 'wrap-anywhere text-slate-700' : 'text-slate-500'}>{texts.lastError}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('mails.columns.attempts')}</dt>
          <dd className="text-slate-600">{texts.attempts}</dd>
        </div>
      </dl>
      <div className="border-t border-slate-100 pt-3">
        <ResendAction mail={mail} state={state} onResend={onResend} align="start" />
      </div>
    </li>
  );
}

/** The button, or "queued" once pressed (before the server answers), or why it could not be queued. */
function ResendAction({ mail, state, onResend, align }: TRowProps & { align: 'start' | 'end' }) {
  const { t } = useTranslation('admin');
  const queued = state !== null && 'queued' in state;
  const error = state !== null && 'error' in state ? state.error : null;
  return (
    <div className={align === 'end' ? 'flex flex-col items-end gap-1' : 'flex flex-col items-start gap-1'}>
      {/* Always there, so that "queued" is announced when it appears. */}
      <span role="status" className={queued ? undefined : 'sr-only'}>
        {queued && (
          <Badge variant="success" data-testid="mail-queued">
            {t('mails.resend.queued')}
          </Badge>
        )}
      </span>
      {!queued && (
        <Button variant="outline" size="sm" onClick={onResend} aria-label={t('mails.resend.actionFor', { recipient: mail.recipientMasked })}>
          <RotateCw aria-hidden="true" />
          {t('mails.resend.action')}
        </Button>
      )}
      {error && (
        <p role="alert" className={align === 'end' ? 'max-w-56 text-left text-xs text-red-700' : 'text-xs text-red-700'}>
          {error}
        </p>
      )}
    </div>
  );
}
