// Create or edit an announcement (docs/announcements-api.md): the French title and text (required), the English and
// Dutch ones (optional, the French shows when empty), the level, the audience (who sees it) and the display window,
// checked in the browser with the server's own schema (ZAnnouncementInput), then the server's refusals shown on their
// fields; a preview of the banner as practitioners will see it (announcement-preview.tsx).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LEVELS,
  ANNOUNCEMENT_LIMITS,
  ZAnnouncementInput,
  type TAnnouncementAudience,
  type TAnnouncementLevel,
} from '@praxiform/domain';
import { Button, cn, Dialog, FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui';
import type { TAdminAnnouncement } from '../../../lib/api-types';
import {
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
  serverFieldErrors,
  withoutChanged,
  withRequired,
  type TFieldErrors,
} from '../../../lib/field-errors';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';
import { AnnouncementPreview } from './announcement-preview';
import { browserTimeZone } from './announcement-time';
import { initialValues, LANGUAGES, toInput, type TValues } from './announcement-values';

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
  const formId = useId();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState<TValues>(() => initialValues(announcement));
  const [errors, setErrors] = useState<TFieldErrors>({});

  const options = {
    onSuccess: async ({ announcement: saved }: { announcement: TAdminAnnouncement }) => {
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.announcements.list.pathFilter()),
        queryClient.invalidateQueries(trpc.notifications.announcements.pathFilter()),
      ]);
      onSaved(saved);
    },
    onError: (error: unknown) => {
      setErrors(serverFieldErrors(error));
      focusFirstInvalid(formId);
    },
  };
  const create = useMutation(trpc.admin.announcements.create.mutationOptions(options));
  const update = useMutation(trpc.admin.announcements.update.mutationOptions(options));
  const save = announcement ? update : create;

  const change = (next: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => withoutChanged(current, next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toInput(values);
    const parsed = ZAnnouncementInput.safeParse(input);
    if (!parsed.success) {
      setErrors(withRequired(fieldErrorsFromIssues(parsed.error.issues), values, ['title', 'body', 'startsAt']));
      save.reset();
      focusFirstInvalid(formId);
      return;
    }
    setErrors({});
    if (announcement) update.mutate({ id: announcement.id, ...input });
    else create.mutate(input);
  };

  const serverProblem = save.isError && !hasErrors(serverFieldErrors(save.error));
  const zone = t('form.timezone', { zone: browserTimeZone() });

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-6">
      {LANGUAGES.map((language) => {
        const optional = language.locale !== 'fr';
        return (
          <fieldset key={language.locale} className="flex flex-col gap-4">
            <legend className="mb-3 text-sm font-semibold text-slate-900">
              {t(language.legend)}
              {optional && <span className="mt-0.5 block text-xs font-normal text-slate-600">{t('form.fallback')}</span>}
            </legend>
            <TextField
              label={t('form.title')}
              name={language.title}
              value={values[language.title]}
              onChange={(event) => change({ [language.title]: event.target.value })}
              error={fieldMessage(errors[language.title])}
              optional={optional}
              autoComplete="off"
              lang={language.locale}
            />
            <Counter length={values[language.title].length} max={ANNOUNCEMENT_LIMITS.titleMax} />
            <TextAreaField
              label={t('form.body')}
              name={language.body}
              rows={3}
              value={values[language.body]}
              onChange={(event) => change({ [language.body]: event.target.value })}
              error={fieldMessage(errors[language.body])}
              optional={optional}
              lang={language.locale}
            />
            <Counter length={values[language.body].length} max={ANNOUNCEMENT_LIMITS.bodyMax} />
          </fieldset>
        );
      })}
      {/* One under the other: the audiences' names are long. */}
      <div className="flex flex-col gap-4">
        <SelectField
          label={t('level.label')}
          name="level"
          value={values.level}
          onChange={(event) => change({ level: event.target.value as TAnnouncementLevel })}
          error={fieldMessage(errors.level)}
        >
          {ANNOUNCEMENT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`level.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('audience.label')}
          name="audience"
          value={values.audience}
          onChange={(event) => change({ audience: event.target.value as TAnnouncementAudience })}
          error={fieldMessage(errors.audience)}
          hint={t('audience.hint')}
        >
          {ANNOUNCEMENT_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audience.${audience}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('form.startsAt')}
          name="startsAt"
          value={values.startsAt}
          onChange={(event) => change({ startsAt: event.target.value })}
          error={fieldMessage(errors.startsAt)}
          hint={`${t('form.startsAtHint')} ${zone}`}
        />
        <TextField
          type="datetime-local"
          label={t('form.endsAt')}
          name="endsAt"
          value={values.endsAt}
          onChange={(event) => change({ endsAt: event.target.value })}
          error={fieldMessage(errors.endsAt)}
          hint={`${t('form.endsAtHint')} ${zone}`}
          optional
        />
      </div>
      <AnnouncementPreview values={values} />
      {hasErrors(errors) && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
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
