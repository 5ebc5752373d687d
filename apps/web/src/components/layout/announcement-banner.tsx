// The announcements banner of the practitioner app (docs/announcements-api.md): one line per active announcement, in
// the language the app shows (French when not translated), each dismissable for good (remembered on the server); none
// over the welcome to the trial, a new account's first page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc';
import { useLocale } from '../../lib/locale';
import { errorCodeOf, errorMessageKey } from '../../lib/errors';
import type { TAnnouncement } from '../../lib/api-types';

/** One banner line's level, as notifications.announcements answers it (lib/api-types.ts). */
type TAnnouncementLevel = TAnnouncement['level'];

const ANNOUNCEMENTS_POLL_MS = 5 * 60_000;

/** /{locale}/welcome (WelcomeTrial in @praxiform/domain's routes): not read, not shown there (docs/announcements-api.md). */
const WELCOME_PATH = /^\/[a-z]{2}\/welcome\/?$/i;

const LEVEL_STYLE = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: 'text-sky-700', button: 'text-sky-800 hover:bg-sky-100', Icon: Info },
  warning: {
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: 'text-amber-700',
    button: 'text-amber-900 hover:bg-amber-100',
    Icon: AlertTriangle,
  },
} as const;

/**
 * One announcement as practitioners see it (its level's colours and icon, the title, the body), without any behaviour:
 * the banner adds the dismiss button; the administration's preview shows it as it will look
 * (docs/announcements-api.md).
 */
export function AnnouncementNotice({
  level,
  title,
  body,
  titleId,
  as: Element = 'div',
  action,
  children,
}: {
  level: TAnnouncementLevel;
  title: string;
  body: string;
  titleId: string;
  as?: 'div' | 'li';
  action?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const style = LEVEL_STYLE[level];
  return (
    <Element aria-labelledby={titleId} className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${style.box}`}>
      <style.Icon className={`mt-0.5 size-5 shrink-0 ${style.icon}`} aria-hidden="true" />
      <div className="min-w-0 flex-1 break-words">
        <p id={titleId} className="font-semibold">
          {level === 'warning' ? <span className="sr-only">{t('announcements.warning')} </span> : null}
          {title}
        </p>
        <p className="mt-0.5 whitespace-pre-line">{body}</p>
        {children}
      </div>
      {action}
    </Element>
  );
}

function AnnouncementItem({
  announcement,
  onDismiss,
  pending,
  error,
}: {
  announcement: TAnnouncement;
  onDismiss: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const style = LEVEL_STYLE[announcement.level];
  return (
    <AnnouncementNotice
      as="li"
      level={announcement.level}
      title={announcement.title}
      body={announcement.body}
      titleId={`announcement-${announcement.id}-title`}
      action={
        <button
          type="button"
          onClick={onDismiss}
          disabled={pending}
          className={`-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg disabled:opacity-50 ${style.button}`}
          aria-label={t('announcements.dismiss', { title: announcement.title })}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      }
    >
      {error ? (
        <p role="alert" className="mt-1 font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </AnnouncementNotice>
  );
}

export function AnnouncementBanner() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const input = { locale };
  const welcome = WELCOME_PATH.test(useLocation().pathname);
  const query = useQuery({
    ...trpc.notifications.announcements.queryOptions(input),
    refetchInterval: ANNOUNCEMENTS_POLL_MS,
    retry: false,
    enabled: !welcome,
  });
  // Gone in every language the query was read in.
  const forget = (id: number) =>
    queryClient.setQueriesData<{ items: TAnnouncement[] }>({ queryKey: trpc.notifications.announcements.queryKey() }, (current) =>
      current ? { items: current.items.filter((item) => item.id !== id) } : current,
    );
  const dismiss = useMutation(
    trpc.notifications.dismissAnnouncement.mutationOptions({
      onSuccess: ({ id }) => forget(id),
      // Deleted by an administrator meanwhile: there is nothing left to dismiss.
      onError: (error, { id }) => {
        if (errorCodeOf(error) === 'NOT_FOUND') forget(id);
      },
    }),
  );
  const items = query.data?.items ?? [];
  if (welcome || items.length === 0) return null;
  return (
    <section aria-label={t('announcements.label')} className="mb-6">
      <ul className="flex flex-col gap-2">
        {items.map((announcement) => {
          const mine = dismiss.variables?.id === announcement.id;
          return (
            <AnnouncementItem
              key={announcement.id}
              announcement={announcement}
              onDismiss={() => dismiss.mutate({ id: announcement.id })}
              pending={mine && dismiss.isPending}
              error={mine && dismiss.isError ? t(errorMessageKey(dismiss.error)) : null}
            />
          );
        })}
      </ul>
    </section>
  );
}
