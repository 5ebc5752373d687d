// The announcement form's values (docs/announcements-api.md): the texts in the three languages, the level, the audience
// and the display window as the form holds them (local date-time inputs), what the form sends to the server, and the
// schema the form kit checks them with: the server's own (ZAnnouncementInput), on what the form sends.
import {
  ZAnnouncementInput,
  ZAnnouncementSetActiveInput,
  type TAnnouncementAudience,
  type TAnnouncementInput,
  type TAnnouncementLevel,
} from '@praxiform/domain';
import type { TAdminAnnouncement } from '../../../lib/api-types';
import { localInputToIso, toLocalInput } from './announcement-time';

export type TValues = {
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

export const LANGUAGES = [
  { locale: 'fr', legend: 'form.french', title: 'title', body: 'body' },
  { locale: 'en', legend: 'form.english', title: 'titleEn', body: 'bodyEn' },
  { locale: 'nl', legend: 'form.dutch', title: 'titleNl', body: 'bodyNl' },
] as const;

export function initialValues(announcement: TAdminAnnouncement | null): TValues {
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
export function toInput(values: TValues) {
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

/**
 * The form's values as the server will judge them: turned into what the form sends, then ZAnnouncementInput; its
 * issues keep the names of the form's fields. The first step takes the values as they are (an object schema of no
 * field, loose: the domain exports no "any object" schema and the SPA does not import zod).
 */
export const ZAnnouncementForm = ZAnnouncementSetActiveInput.pick({})
  .loose()
  .transform((values): TAnnouncementInput => toInput(values as TValues))
  .pipe(ZAnnouncementInput);
