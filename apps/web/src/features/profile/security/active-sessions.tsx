// "Active sessions" of the Security page (profile.sessions, the current one first, docs/access-log.md#sessions): one card
// per session (browser, system, IP, city when known, first and last seen), "This session" marked in words. Another
// session is signed out after a confirmation, or all of them but this one; this one signs out as the user menu does.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListError } from '../../../components/lists/list-error';
import { PageMessage, type TPageMessageState } from '../../../components/lists/page-message';
import { Badge, Button, SkeletonBar, cn } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { localizedPath, useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import type { TActiveSession } from '../../../lib/api-types';
import { ProfileSection } from '../profile-section';
import { sessionLabel } from './session-label';

const loadDialogs = () => import('./session-dialogs');
const RevokeSessionDialog = lazy(() => loadDialogs().then((module) => ({ default: module.RevokeSessionDialog })));
const RevokeOthersDialog = lazy(() => loadDialogs().then((module) => ({ default: module.RevokeOthersDialog })));

const DEVICE_ICONS: Record<NonNullable<TActiveSession['deviceType']>, LucideIcon> = { desktop: Monitor, mobile: Smartphone, tablet: Tablet };

type TConfirm = { kind: 'one'; session: TActiveSession } | { kind: 'others'; count: number } | null;

function SessionsSkeleton() {
  const { t } = useTranslation('security');
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only" role="status">
        {t('sessions.loading')}
      </span>
      {[0, 1].map((index) => (
        <div key={index} className="flex gap-3 rounded-xl border border-slate-200 p-4">
          <SkeletonBar className="size-10 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <SkeletonBar className="h-4 w-40" />
            <SkeletonBar className="h-3 w-64 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-800 sm:whitespace-nowrap">{children}</dd>
    </div>
  );
}

function SessionCard({
  session,
  onRevoke,
  onSignOut,
  signingOut,
}: {
  session: TActiveSession;
  onRevoke: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation('security');
  const locale = useLocale();
  const Icon = session.deviceType ? DEVICE_ICONS[session.deviceType] : MonitorSmartphone;
  const label = sessionLabel(session, t);
  const titleId = `session-${session.id}`;
  return (
    <li
      data-testid="session-card"
      className={cn(
        'flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-start',
        session.current ? 'border-brand-300 bg-brand-50/40' : 'border-slate-200',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-slate-600 ring-1 ring-slate-200"
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={titleId} className="font-medium break-words text-slate-900">
              {label}
            </span>
            {session.current && (
              <Badge variant="brand">
                <CheckCircle2 className="size-3.5" aria-hidden="true" />
                {t('sessions.current')}
              </Badge>
            )}
          </p>
          <p className="text-xs text-slate-500">{t(`sessions.devices.${session.deviceType ?? 'unknown'}`)}</p>
          <dl className="mt-3 flex flex-col gap-x-8 gap-y-2 sm:flex-row sm:flex-wrap">
            <Detail label={t('sessions.ip')}>{session.ip ?? t('sessions.unknownIp')}</Detail>
            {session.city && <Detail label={t('sessions.city')}>{session.city}</Detail>}
            <Detail label={t('sessions.firstSeen')}>{formatDate(locale, session.firstSeenAt, true) ?? ''}</Detail>
            <Detail label={t('sessions.lastSeen')}>{formatDate(locale, session.lastSeenAt, true) ?? ''}</Detail>
          </dl>
        </div>
      </div>
      {session.current ? (
        <Button variant="outline" size="sm" onClick={onSignOut} loading={signingOut} className="self-start">
          <LogOut aria-hidden="true" />
          {t('sessions.signOut')}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          onPointerEnter={() => void loadDialogs()}
          onFocus={() => void loadDialogs()}
          aria-describedby={titleId}
          className="self-start border-red-200! text-red-700! hover:bg-red-50!"
        >
          <LogOut aria-hidden="true" />
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}

export function ActiveSessions() {
  const { t } = useTranslation('security');
  const trpc = useTRPC();
  const query = useQuery(trpc.profile.sessions.queryOptions());
  const { logout } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [message, setMessage] = useState<TPageMessageState>(null);
  const [signingOut, setSigningOut] = useState(false);

  // Once a session is signed out its card (and the button that had focus) is gone: focus goes to the message saying so,
  // after the dialog has put it back where it was (Radix does that on a zero timer).
  const messageRef = useRef<HTMLDivElement>(null);
  const [focusMessage, setFocusMessage] = useState(0);
  useEffect(() => {
    if (focusMessage === 0) return;
    const timer = setTimeout(() => messageRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusMessage]);
  const done = (text: string) => {
    setConfirm(null);
    setMessage({ tone: 'success', text });
    setFocusMessage((count) => count + 1);
  };

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    void navigate(localizedPath(locale, '/login'), { replace: true });
  };

  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  return (
    <ProfileSection id="sessions" icon={MonitorSmartphone} title={t('sessions.title')} description={t('sessions.description')}>
      <div className="flex flex-col gap-4">
        <div ref={messageRef} tabIndex={-1} className="outline-none empty:hidden">
          {message && <PageMessage message={message} onDismiss={() => setMessage(null)} />}
        </div>
        {query.isPending ? (
          <SessionsSkeleton />
        ) : query.isError ? (
          <ListError title={t('sessions.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label={t('sessions.title')}>
              {sessions.map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  onRevoke={() => setConfirm({ kind: 'one', session })}
                  onSignOut={() => void signOut()}
                  signingOut={signingOut}
                />
              ))}
            </ul>
            {others === 0 ? (
              <p className="text-sm text-slate-600">{t('sessions.onlyThis')}</p>
            ) : (
              <Button
                variant="outline"
                onClick={() => setConfirm({ kind: 'others', count: others })}
                onPointerEnter={() => void loadDialogs()}
                onFocus={() => void loadDialogs()}
                className="w-full border-red-200! text-red-700! hover:bg-red-50! sm:w-fit"
              >
                <LogOut aria-hidden="true" />
                {t('sessions.revokeOthers')}
              </Button>
            )}
          </>
        )}
      </div>
      {confirm && (
        <Suspense fallback={null}>
          {confirm.kind === 'one' ? (
            <RevokeSessionDialog
              sessionId={confirm.session.id}
              label={sessionLabel(confirm.session, t)}
              onClose={() => setConfirm(null)}
              onRevoked={() => done(t('sessions.revoked', { device: sessionLabel(confirm.session, t) }))}
            />
          ) : (
            <RevokeOthersDialog
              count={confirm.count}
              onClose={() => setConfirm(null)}
              onRevoked={(revoked) => done(t('sessions.revokedOthers', { count: revoked }))}
            />
          )}
        </Suspense>
      )}
    </ProfileSection>
  );
}
