// The administrator's actions on one user, each after a confirmation, with the server's refusal shown in the dialog
// (docs/admin-users-api.md, docs/product.md#permissions), and a user's detail with their last audit entries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZAdminSetRoleInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button, ConfirmDialog, Dialog, FormAlert, SelectField, SkeletonBar } from '../../../components/ui';
import type { TAdminRole, TAdminUserRow } from '../../../lib/api-types';
import { formatDate, fullName } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useErrorMessage } from '../../../lib/use-messages';
import { useTRPC } from '../../../lib/trpc';

/** The role form's one field, checked with the server's own rule. */
const ZRoleChoice = ZAdminSetRoleInput.pick({ role: true });

export const ROLES: TAdminRole[] = ['trial', 'member', 'client', 'administrator'];
export type TUserAction = 'role' | 'block' | 'unblock' | 'delete' | 'detail';

export function roleOf(user: Pick<TAdminUserRow, 'role' | 'isAdministrator'>): TAdminRole {
  return user.isAdministrator ? 'administrator' : (user.role as TAdminRole);
}

function useRefreshUsers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
}

export function AdminUserDialogs({
  user,
  action,
  onClose,
  onDone,
}: {
  user: TAdminUserRow | null;
  action: TUserAction | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const refresh = useRefreshUsers();
  const errorMessage = useErrorMessage();
  const name = user ? fullName(user) : '';
  const succeed = (message: string) => {
    void refresh();
    onDone(message);
  };
  const block = useMutation(trpc.admin.users.block.mutationOptions({ onSuccess: () => succeed(t('users.done.blocked', { name })) }));
  const unblock = useMutation(trpc.admin.users.unblock.mutationOptions({ onSuccess: () => succeed(t('users.done.unblocked', { name })) }));
  const remove = useMutation(trpc.admin.users.delete.mutationOptions({ onSuccess: () => succeed(t('users.done.deleted', { name })) }));
  const close = (open: boolean) => {
    if (open) return;
    for (const mutation of [block, unblock, remove]) mutation.reset();
    onClose();
  };
  if (!user) return null;

  return (
    <>
      <Dialog open={action === 'role'} onOpenChange={close} title={t('users.role.title', { name })} description={t('users.role.text')}>
        {/* Mounted only while open, so each opening starts from the user's current role. */}
        {action === 'role' && <RoleForm user={user} onSaved={() => succeed(t('users.done.role', { name }))} onCancel={() => close(false)} />}
      </Dialog>
      <ConfirmDialog
        open={action === 'block'}
        onOpenChange={close}
        title={t('users.block.title', { name })}
        description={t('users.block.text')}
        confirmLabel={t('users.block.confirm')}
        onConfirm={() => block.mutate({ id: user.id })}
        pending={block.isPending}
        error={block.isError ? errorMessage(block.error) : null}
      />
      <Dialog open={action === 'unblock'} onOpenChange={close} title={t('users.unblock.title', { name })} description={t('users.unblock.text')}>
        <div className="flex flex-col gap-4">
          {unblock.isError && <FormAlert tone="error">{errorMessage(unblock.error)}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)} disabled={unblock.isPending}>
              {t('common:dialog.cancel')}
            </Button>
            <Button onClick={() => unblock.mutate({ id: user.id })} loading={unblock.isPending}>
              {t('users.unblock.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={action === 'delete'}
        onOpenChange={close}
        title={t('users.delete.title', { name })}
        description={
          <>
            {t('users.delete.text', { email: user.email })} <strong className="font-medium text-slate-800">{t('users.delete.templates')}</strong>
          </>
        }
        confirmLabel={t('users.delete.confirm')}
        onConfirm={() => remove.mutate({ id: user.id })}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      />
      <UserDetailDialog user={user} open={action === 'detail'} onOpenChange={close} />
    </>
  );
}

function RoleForm({ user, onSaved, onCancel }: { user: TAdminUserRow; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const errorMessage = useErrorMessage();
  const mutation = useMutation(trpc.admin.users.setRole.mutationOptions({ onSuccess: onSaved }));
  const current = roleOf(user);
  const { form, formId, field, submit } = useZodForm(ZRoleChoice, { role: current });
  const chosen = form.watch('role');
  return (
    <form id={formId} className="flex flex-col gap-4" onSubmit={submit(({ role }) => mutation.mutate({ id: user.id, role }))}>
      {mutation.isError && <FormAlert tone="error">{errorMessage(mutation.error)}</FormAlert>}
      <SelectField label={t('users.role.label')} {...field('role')}>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {t(`users.roles.${value}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={chosen === current}>
          {t('users.role.confirm')}
        </Button>
      </div>
    </form>
  );
}

function UserDetailDialog({ user, open, onOpenChange }: { user: TAdminUserRow; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('admin');
  // A known audit action reads as a sentence; an action added later shows its code until it is translated.
  const actionText = (action: string) => {
    const key = `admin:users.audit.${action.replaceAll('.', '_')}`;
    return i18n.exists(key) ? t(key) : action;
  };
  const trpc = useTRPC();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const query = useQuery({ ...trpc.admin.users.get.queryOptions({ id: user.id }), enabled: open });
  const never = t('users.never');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={fullName(user)} description={user.email}>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('users.detail.loading')}</span>
          <SkeletonBar className="h-4 w-2/3" />
          <SkeletonBar className="h-4 w-1/2" />
          <SkeletonBar className="h-4 w-3/4" />
        </div>
      ) : query.isError ? (
        <FormAlert tone="error">{errorMessage(query.error)}</FormAlert>
      ) : (
        <div className="flex flex-col gap-5 text-sm">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2" data-testid="user-detail">
            {(
              [
                ['role', t(`users.roles.${roleOf(query.data.user)}`)],
                ['status', query.data.user.blocked ? t('users.blocked') : t('users.active')],
                ['phone', query.data.user.phone || '—'],
                ['language', query.data.user.interfaceLanguage ?? '—'],
                ['createdAt', formatDate(locale, query.data.user.createdAt, true)],
                ['lastLoginAt', formatDate(locale, query.data.user.lastLoginAt, true) ?? never],
                ['blockedAt', formatDate(locale, query.data.user.blockedAt, true) ?? '—'],
                ['subscription', t(`users.subscriptionStatus.${query.data.user.subscriptionStatus}`)],
                ['plan', query.data.user.subscriptionPlan ? t(`users.plans.${query.data.user.subscriptionPlan}`) : '—'],
                ['subscriptionEndsAt', formatDate(locale, query.data.user.subscriptionEndsAt) ?? '—'],
                ['patients', String(query.data.user.patientsCount)],
                ['formsSent', String(query.data.user.formsSentCount)],
                ['privateTemplates', String(query.data.user.privateTemplatesCount)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex flex-col">
                <dt className="text-slate-500">{t(`users.detail.${key}`)}</dt>
                <dd className="font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="user-actions-title">
            <h3 id="user-actions-title" className="mb-2 font-semibold text-slate-900">
              {t('users.detail.lastActions')}
            </h3>
            {query.data.lastActions.length === 0 ? (
              <p className="text-slate-600">{t('users.detail.noActions')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100">
                {query.data.lastActions.map((entry) => (
                  <li key={entry.id} className="flex flex-col py-2">
                    <span className="font-medium break-words text-slate-800">{actionText(entry.action)}</span>
                    <span className="text-xs text-slate-500">
                      {formatDate(locale, entry.createdAt, true)}
                      {entry.actor ? ` · ${fullName(entry.actor)}` : ''}
                      {entry.ip ? ` · ${entry.ip}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
