// The bell of the app header: unread count (polled every minute and on focus), and the panel (a sheet on phones).
import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../ui';
import { useTRPC } from '../../lib/trpc';
import { ListError } from '../lists/list-error';
import { NotificationList } from './notification-list';
import type { TNotificationView } from '../../lib/api-types';
import { useNow } from '../../lib/use-age-text';

const LIST_INPUT = { limit: 20 };
const NOTIFICATIONS_POLL_MS = 60_000;

function useNotifications() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...trpc.notifications.list.queryOptions(LIST_INPUT),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: ({ unread }, input) => {
        const ids = input?.ids ? new Set(input.ids) : null;
        queryClient.setQueryData(trpc.notifications.list.queryKey(LIST_INPUT), (current) =>
          current ? { unread, items: current.items.map((item) => (ids === null || ids.has(item.id) ? { ...item, read: true } : item)) } : current,
        );
      },
    }),
  );
  return { query, markRead };
}

export function NotificationBell() {
  const { t } = useTranslation('submissions');
  const [open, setOpen] = useState(false);
  const { query, markRead } = useNotifications();
  const now = useNow();
  const unread = query.data?.unread ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void query.refetch();
  };
  const openNotification = (notification: TNotificationView) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    setOpen(false);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
        aria-label={unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="absolute top-1 right-1 inline-flex min-w-[1.125rem] items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-[1.125rem] font-semibold text-white ring-2 ring-white"
            data-testid="notifications-unread"
            aria-hidden="true"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 data-[state=open]:animate-[fade-in_150ms_ease-out] sm:bg-slate-950/10" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-x-auto sm:top-[4.5rem] sm:right-4 sm:bottom-auto sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-[24rem] sm:rounded-2xl sm:border sm:border-slate-200 lg:right-8"
        >
          <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
            <RadixDialog.Title className="flex-1 text-base font-semibold text-slate-900">{t('notifications.title')}</RadixDialog.Title>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => markRead.mutate({})}
              disabled={unread === 0}
              loading={markRead.isPending && !markRead.variables?.ids}
            >
              <CheckCheck aria-hidden="true" />
              {t('notifications.markAllRead')}
            </Button>
            <RadixDialog.Close
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('common:dialog.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">
            {query.data ? (
              <NotificationList items={query.data.items} now={now} onOpen={openNotification} />
            ) : query.isError ? (
              <div className="p-4">
                <ListError
                  title={t('notifications.loadFailed')}
                  error={query.error}
                  onRetry={() => void query.refetch()}
                  retrying={query.isRefetching}
                />
              </div>
            ) : (
              <p className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-slate-600">
                <Spinner />
                {t('notifications.loading')}
              </p>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
