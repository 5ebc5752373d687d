// Create or edit an announcement (docs/announcements-api.md): the French title and text (required), the English and
// Dutch ones (optional, the French shows when empty), the level, the audience (who sees it) and the display window,
// checked in the browser with the server's own schema (ZAnnouncementInput, through the form kit), then the server's
// refusals shown on their fields; a preview of the banner as practitioners will see it (announcement-preview.tsx).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LEVELS, ANNOUNCEMENT_LIMITS } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button, cn, Dialog, FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui';
import type { TAdminAnnouncement } from '../../../lib/api-types';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';
import { AnnouncementPreview } from './announcement-preview';
import { browserTimeZone } from './announcement-time';
import { initialValues, LANGUAGES, toInput, ZAnnouncementForm } from './announcement-values';

function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('announcements');
  return (
    <p className={cn('-mt-3 text-right text-xs text-slate-500 tabular-nums', length > max && 'font-medium text-red-700')}>
      {t('form.counter', { count: length, max })}
    </p>
  );
}

function AnnouncementForm({
  announcement,
  onCancel,
  onSaved,
}: {
  announcement: TAdminAnnouncement | null;
  onCancel: () => void;
  onSaved: (saved: TAdminAnnouncement) => void;
}) {
  const { t } = useTranslation('announcements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { form, formId, field, submit, showServerErrors, hasFieldErrors, formLevelError } = useZodForm(
    ZAnnouncementForm,
    initialValues(announcement),
  );

  const options = {
    onSuccess: async ({ announcement: saved }: { announcement: TAdminAnnouncement }) => {
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.announcements.list.pathFilter()),
        queryClient.invalidateQueries(trpc.notifications.announcements.pathFilter()),
      ]);
      onSaved(saved);
    },
    onError: (error: unknown) => showServerErrors(error),
  };
  const create = useMutation(trpc.admin.announcements.create.mutationOptions(options));
  const update = useMutation(trpc.admin.announcements.update.mutationOptions(options));
  const save = announcement ? update : create;

  // The schema's output holds dates; the server is sent the form's values as instants with the browser's offset.
  const send = () => {
    const input = toInput(form.getValues());
    if (announcement) update.mutate({ id: announcement.id, ...input });
    else create.mutate(input);
  };

  const values = form.watch();
  const serverProblem = Boolean(formLevelError(save.error));
  const zone = t('form.timezone', { zone: browserTimeZone() });

  return (
    <form id={formId} noValidate onSubmit={submit(send, () => save.reset())} className="flex flex-col gap-6">
      {LANGUAGES.map((language) => {
        const optional = language.locale !== 'fr';
        return (
          <fieldset key={language.locale} className="flex flex-col gap-4">
            <legend className="mb-3 text-sm font-semibold text-slate-900">
              {t(language.legend)}
              {optional && <span className="mt-0.5 block text-xs font-normal text-slate-600">{t('form.fallback')}</span>}
            </legend>
            <TextField label={t('form.title')} {...field(language.title)} optional={optional} autoComplete="off" lang={language.locale} />
            <Counter length={values[language.title].length} max={ANNOUNCEMENT_LIMITS.titleMax} />
            <TextAreaField label={t('form.body')} {...field(language.body)} rows={3} optional={optional} lang={language.locale} />
            <Counter length={values[language.body].length} max={ANNOUNCEMENT_LIMITS.bodyMax} />
          </fieldset>
        );
      })}
      {/* One under the other: the audiences' names are long. */}
      <div className="flex flex-col gap-4">
        <SelectField label={t('level.label')} {...field('level')}>
          {ANNOUNCEMENT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`level.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('audience.label')} {...field('audience')} hint={t('audience.hint')}>
          {ANNOUNCEMENT_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audience.${audience}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="datetime-local" label={t('form.startsAt')} {...field('startsAt')} hint={`${t('form.startsAtHint')} ${zone}`} />
        <TextField type="datetime-local" label={t('form.endsAt')} {...field('endsAt')} hint={`${t('form.endsAtHint')} ${zone}`} optional />
      </div>
      <AnnouncementPreview values={values} />
      {hasFieldErrors && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
      {serverProblem && (
        <FormAlert tone="error">
          {t('form.saveFailed')} {errorMessage(save.error)}
        </FormAlert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {announcement ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/** `announcement` null: a new one. */
export function AnnouncementDialog({
  open,
  announcement,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  announcement: TAdminAnnouncement | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: TAdminAnnouncement, created: boolean) => void;
}) {
  const { t } = useTranslation('announcements');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={announcement ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.description')}
      icon={<Megaphone className="size-5" />}
    >
      {/* Mounted only while open, so each opening starts from the announcement (or empty, with the start now). */}
      {open && (
        <AnnouncementForm
          key={announcement?.id ?? 'new'}
          announcement={announcement}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved(saved, !announcement);
          }}
        />
      )}
    </Dialog>
  );
}
