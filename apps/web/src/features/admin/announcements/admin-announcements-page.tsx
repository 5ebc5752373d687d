// /admin/announcements: the banners shown to practitioners (docs/announcements-api.md), newest first, each with its
// level, its state (live, scheduled, ended, deactivated), its audience, its window, its author and how many dismissed
// it; created and edited in a dialog, activated or deactivated at once, deleted after a confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/lists/empty-state';
import { ListError } from '../../../components/lists/list-error';
import { PageMessage, type TPageMessageState } from '../../../components/lists/page-message';
import { Badge, Button, ConfirmDialog, SkeletonBar, Switch, type BadgeVariant } from '../../../components/ui';
import type { TAdminAnnouncement } from '../../../lib/api-types';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';
import { pageNameKey } from '../../../routes/page-title';
import { AnnouncementDialog } from './announcement-dialog';
import { announcementState, type TAnnouncementState } from './announcement-time';

const STATE_BADGE: Record<TAnnouncementState, BadgeVariant> = { live: 'success', scheduled: 'brand', ended: 'neutral', inactive: 'neutral' };

type TEditing = { announcement: TAdminAnnouncement | null } | null;

export function AdminAnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const query = useQuery(trpc.admin.announcements.list.queryOptions());
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TAdminAnnouncement | null>(null);
  const [message, setMessage] = useState<TPageMessageState>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.announcements.list.pathFilter()),
      queryClient.invalidateQueries(trpc.notifications.announcements.pathFilter()),
    ]);

  const setActive = useMutation(
    trpc.admin.announcements.setActive.mutationOptions({
      onSuccess: async ({ announcement }) => {
        await refresh();
        setMessage({ tone: 'success', text: t(announcement.active ? 'done.activated' : 'done.deactivated', { title: announcement.title }) });
      },
      onError: (error, { id }) => {
        const title = query.data?.items.find((item) => item.id === id)?.title ?? '';
        setMessage({ tone: 'error', text: t('done.activeFailed', { title, reason: errorMessage(error) }) });
        void refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.announcements.delete.mutationOptions({
      onSuccess: async () => {
        const title = deleting?.title ?? '';
        setDeleting(null);
        await refresh();
        setMessage({ tone: 'success', text: t('done.deleted', { title }) });
      },
      // Already deleted by another administrator, for instance: the dialog says why, the list shows what is left.
      onError: () => void refresh(),
    }),
  );

  const create = () => {
    setMessage(null);
    setEditing({ announcement: null });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('admin-announcements')}`)}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        <Button onClick={create} className="shrink-0">
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>
      <PageMessage message={message} onDismiss={() => setMessage(null)} />
      <section aria-labelledby="announcements-list-title" className="flex flex-col gap-4">
        <h2 id="announcements-list-title" className="text-lg font-semibold text-slate-900">
          {t('list.title')}
          {query.data && <span className="font-normal text-slate-500"> ({query.data.items.length})</span>}
        </h2>
        {query.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">{t('list.loading')}</span>
            {[0, 1, 2].map((row) => (
              <SkeletonBar key={row} className="h-28 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <ListError title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={Megaphone} title={t('list.empty')} text={t('list.emptyText')} heading="h3">
            <Button onClick={create}>
              <Plus aria-hidden="true" />
              {t('list.createFirst')}
            </Button>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((announcement) => (
              <AnnouncementRow
                key={announcement.id}
                announcement={announcement}
                readAt={query.dataUpdatedAt}
                switching={setActive.isPending && setActive.variables?.id === announcement.id}
                onActive={(active) => {
                  setMessage(null);
                  setActive.mutate({ id: announcement.id, active });
                }}
                onEdit={() => {
                  setMessage(null);
                  setEditing({ announcement });
                }}
                onDelete={() => {
                  setMessage(null);
                  remove.reset();
                  setDeleting(announcement);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      <AnnouncementDialog
        open={editing !== null}
        announcement={editing?.announcement ?? null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSaved={(saved, created) => setMessage({ tone: 'success', text: t(created ? 'done.created' : 'done.updated', { title: saved.title }) })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('delete.title', { title: deleting?.title ?? '' })}
        description={t('delete.text', { count: deleting?.dismissals ?? 0 })}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      />
    </div>
  );
}

function AnnouncementRow({
  announcement,
  readAt,
  switching,
  onActive,
  onEdit,
  onDelete,
}: {
  announcement: TAdminAnnouncement;
  /** When the list was read: the state is the one at that moment (the list is read again on focus and after each change). */
  readAt: number;
  switching: boolean;
  onActive: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('announcements');
  const locale = useLocale();
  const id = useId();
  const state = announcementState(announcement, readAt);
  const title = announcement.title;
  const languages = (['fr', 'en', 'nl'] as const).filter(
    (language) =>
      language === 'fr' || (language === 'en' ? announcement.titleEn || announcement.bodyEn : announcement.titleNl || announcement.bodyNl),
  );
  const start = formatDate(locale, announcement.startsAt, true) ?? '';
  const end = formatDate(locale, announcement.endsAt, true);
  return (
    <li
      data-testid="announcement-row"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-start md:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={`${id}-title`} className="font-medium break-words text-slate-900">
            {title}
          </span>
          <Badge variant={announcement.level === 'warning' ? 'warning' : 'brand'}>{t(`level.${announcement.level}`)}</Badge>
          <Badge variant={STATE_BADGE[state]} data-testid="announcement-state">
            {t(`state.${state}`)}
          </Badge>
        </p>
        <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-slate-600">{announcement.body}</p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
          <span>{t('row.translations')}</span>
          {languages.map((language) => (
            <abbr
              key={language}
              title={t(`languages.${language}Name`)}
              className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700 no-underline"
            >
              {t(`languages.${language}`)}
            </abbr>
          ))}
        </p>
        <p className="text-xs text-slate-600">
          {t('row.audience', { audience: t(`audience.${announcement.audience}`) })}
          {' · '}
          {end ? t('row.window', { start, end }) : t('row.windowOpen', { start })}
          {' · '}
          {announcement.createdByName ? t('row.createdBy', { name: announcement.createdByName }) : t('row.createdByUnknown')}
          {' · '}
          {t('row.dismissals', { count: announcement.dismissals })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 md:shrink-0">
        <span className="flex items-center gap-2">
          <Switch checked={announcement.active} onCheckedChange={onActive} disabled={switching} aria-labelledby={`${id}-active ${id}-title`} />
          <span id={`${id}-active`} className="text-sm text-slate-700">
            {t('row.active')}
          </span>
        </span>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('row.editOf', { title })}>
          <Pencil aria-hidden="true" />
          {t('row.edit')}
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={t('row.deleteOf', { title })}>
          <Trash2 aria-hidden="true" />
          {t('row.delete')}
        </Button>
      </div>
    </li>
  );
}
