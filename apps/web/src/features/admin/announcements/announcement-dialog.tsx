// Create or edit an announcement (docs/announcements-api.md): the French title and text (required), the English and
// Dutch ones (optional, the French shows when empty), the level, the audience (who sees it) and the display window,
// checked in the browser with
// the server's own schema (ZAnnouncementInput), then the server's refusals shown on their fields; a preview of the
// banner as practitioners will see it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LEVELS,
  ANNOUNCEMENT_LIMITS,
  ZAnnouncementInput,
  announcementTexts,
  type TAnnouncementAudience,
  type TAnnouncementLevel,
  type TLocale,
} from '@praxiform/domain';
import { AnnouncementNotice } from '../../../components/layout/announcement-banner';
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
import { browserTimeZone, localInputToIso, toLocalInput } from './announcement-time';

type TValues = {
  title: string;
  body: string;
  titleEn: string;
  bodyEn: string;
  titleNl: string;
  bodyNl: string;
  level: TAnnouncementLevel;
  audience: TAnnouncementAudience;
  startsAt: string;
  endsAt: string;
};

const LANGUAGES = [
  { locale: 'fr', legend: 'form.french', title: 'title', body: 'body' },
  { locale: 'en', legend: 'form.english', title: 'titleEn', body: 'bodyEn' },
  { locale: 'nl', legend: 'form.dutch', title: 'titleNl', body: 'bodyNl' },
] as const;

function initialValues(announcement: TAdminAnnouncement | null): TValues {
  if (!announcement)
    return {
      title: '',
      body: '',
      titleEn: '',
      bodyEn: '',
      titleNl: '',
      bodyNl: '',
      level: 'info',
      audience: 'everyone',
      startsAt: toLocalInput(new Date()),
      endsAt: '',
    };
  return {
    title: announcement.title,
    body: announcement.body,
    titleEn: announcement.titleEn ?? '',
    bodyEn: announcement.bodyEn ?? '',
    titleNl: announcement.titleNl ?? '',
    bodyNl: announcement.bodyNl ?? '',
    level: announcement.level,
    audience: announcement.audience,
    startsAt: toLocalInput(announcement.startsAt),
    endsAt: announcement.endsAt ? toLocalInput(announcement.endsAt) : '',
  };
}

/** What the form sends: the dates as instants with the browser's offset; an unreadable date stays as typed (DATE_INVALID). */
function toInput(values: TValues) {
  return {
    title: values.title,
    body: values.body,
    titleEn: values.titleEn,
    bodyEn: values.bodyEn,
    titleNl: values.titleNl,
    bodyNl: values.bodyNl,
    level: values.level,
    audience: values.audience,
    startsAt: localInputToIso(values.startsAt) ?? values.startsAt,
    endsAt: values.endsAt ? (localInputToIso(values.endsAt) ?? values.endsAt) : null,
  };
}

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
  const previewId = useId();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState<TValues>(() => initialValues(announcement));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [previewLocale, setPreviewLocale] = useState<TLocale>('fr');

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

  const preview = announcementTexts(
    {
      title: values.title.trim(),
      body: values.body.trim(),
      titleEn: values.titleEn.trim() || null,
      bodyEn: values.bodyEn.trim() || null,
      titleNl: values.titleNl.trim() || null,
      bodyNl: values.bodyNl.trim() || null,
    },
    previewLocale,
  );
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
      <section aria-labelledby={`${previewId}-heading`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 id={`${previewId}-heading`} className="text-sm font-semibold text-slate-900">
              {t('preview.title')}
            </h3>
            <p className="text-xs text-slate-600">{t('preview.text')}</p>
          </div>
          <SelectField
            label={t('preview.language')}
            value={previewLocale}
            onChange={(event) => setPreviewLocale(event.target.value as TLocale)}
            className="w-full sm:w-44"
          >
            {LANGUAGES.map(({ locale, legend }) => (
              <option key={locale} value={locale}>
                {t(legend)}
              </option>
            ))}
          </SelectField>
        </div>
        <div data-testid="announcement-preview" lang={previewLocale}>
          <AnnouncementNotice
            level={values.level}
            title={preview.title || t('preview.emptyTitle')}
            body={preview.body || t('preview.emptyBody')}
            titleId={`${previewId}-title`}
          />
        </div>
      </section>
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
