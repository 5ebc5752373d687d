// One entry of the access log of patient data (docs/access-log.md), as the patient page's access history and the
// access log page show it: what (the kind in words, with its icon), who (you, the actor's name, an administrator
// marked as such, a deleted account), when, and from where (IP address and device). Never the data read.
import { Eye, FileDown, FileJson, FileText, Image, List, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, cn } from '../ui';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import type { TAccessEntry } from '../../lib/api-types';

const KIND_ICONS: Record<TAccessEntry['kind'], LucideIcon> = {
  patient_viewed: Eye,
  patient_list_viewed: List,
  submission_viewed: FileText,
  pdf_exported: FileDown,
  fhir_exported: FileJson,
  picture_viewed: Image,
};

/** The kind in words, after its icon. */
export function AccessKind({ kind, className }: { kind: TAccessEntry['kind']; className?: string }) {
  const { t } = useTranslation('patients');
  const Icon = KIND_ICONS[kind];
  return (
    <span className={cn('inline-flex items-start gap-2 font-medium text-slate-900', className)}>
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>{t(`access.kinds.${kind}`)}</span>
    </span>
  );
}

/**
 * Who read: "You", a colleague's name, "Deleted account" once their account is gone; an administrator other than
 * me carries a badge that says so in words (my own reads are mine, whatever my rights).
 */
export function AccessActor({ actor }: { actor: TAccessEntry['actor'] }) {
  const { t } = useTranslation('patients');
  const deleted = !actor.self && actor.name === null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <span className={cn(deleted ? 'text-slate-600 italic' : 'font-medium text-slate-900')}>
        {actor.self ? t('access.actor.self') : (actor.name ?? t('access.actor.deleted'))}
      </span>
      {actor.isAdministrator && !actor.self && (
        <Badge variant="warning">
          <ShieldAlert className="size-3.5" aria-hidden="true" />
          {t('access.actor.administrator')}
        </Badge>
      )}
    </span>
  );
}

/** "12 mars 2026, 14:05" in the page's language, as a <time>. */
export function AccessWhen({ at, className }: { at: string; className?: string }) {
  const locale = useLocale();
  return (
    <time dateTime={at} className={className}>
      {formatDate(locale, at, true)}
    </time>
  );
}

/** "192.0.2.10 · Firefox 132 · Windows", or "Unknown origin". */
export function AccessOrigin({ entry, className }: { entry: Pick<TAccessEntry, 'ip' | 'device'>; className?: string }) {
  const { t } = useTranslation('patients');
  const parts = [entry.ip, entry.device].filter((part): part is string => Boolean(part));
  return <span className={cn('break-words', className)}>{parts.length > 0 ? parts.join(' · ') : t('access.unknownOrigin')}</span>;
}

/** An administrator's entry stands out (a tinted row or card) besides its badge. */
export function isOthersAdministratorEntry(entry: Pick<TAccessEntry, 'actor'>): boolean {
  return entry.actor.isAdministrator && !entry.actor.self;
}

/**
 * The entry as a list item's content: the kind, then who and when, then from where, each named for screen readers.
 * `patient` adds the patient's name (the access log's cards); the patient page leaves it out.
 */
export function AccessEntrySummary({ entry, patient }: { entry: TAccessEntry; patient?: ReactNode }) {
  const { t } = useTranslation('patients');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <AccessKind kind={entry.kind} />
      {patient}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-6 text-sm text-slate-600">
        <span className="sr-only">{`${t('access.labels.who')} `}</span>
        <AccessActor actor={entry.actor} />
        <span aria-hidden="true">·</span>
        <span className="sr-only">{`${t('access.labels.when')} `}</span>
        <AccessWhen at={entry.at} />
      </p>
      <p className="pl-6 text-xs text-slate-500">
        <span className="sr-only">{`${t('access.labels.origin')} `}</span>
        <AccessOrigin entry={entry} />
      </p>
    </div>
  );
}
