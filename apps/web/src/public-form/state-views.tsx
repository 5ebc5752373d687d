// The page's states other than the form: loading, link invalid or incomplete, expired, already filled in, not
// accepting answers, load error, thank you.
import { useEffect, useRef, type ReactNode } from 'react';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import FileQuestion from 'lucide-react/icons/file-question-mark';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useTranslation } from 'react-i18next';
import type { TLocale } from '@praxiform/domain';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { cn } from '../components/ui/cn';
import { CrisisMessage } from './crisis-message';

type TTone = 'neutral' | 'success' | 'warning';

const toneClass: Record<TTone, string> = {
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  warning: 'bg-amber-50 text-amber-700 ring-amber-100',
};

type TStateCardProps = {
  icon: ReactNode;
  tone: TTone;
  title: string;
  text: string;
  focusOnShow?: boolean;
  /** Less height, for what follows it to show sooner on a phone. */
  compact?: boolean;
  children?: ReactNode;
};

/** A centred message; `focusOnShow` moves the focus to its title when it replaces the form (screen readers read it). */
function StateCard({ icon, tone, title, text, focusOnShow = false, compact = false, children }: TStateCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Focusing scrolls the title into view too (the page was scrolled down to the submit button).
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Card className={cn('flex flex-col items-center gap-4 px-6 text-center', compact ? 'py-8 sm:py-10' : 'py-12 sm:py-16')}>
      <span className={cn('inline-flex size-14 items-center justify-center rounded-2xl ring-1', toneClass[tone])}>{icon}</span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
        {title}
      </h1>
      <p className="max-w-md text-base leading-7 text-slate-600">{text}</p>
      {children}
    </Card>
  );
}

export function LoadingView() {
  const { t } = useTranslation('publicForm');
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        {t('page.loading')}
      </p>
      {[0, 1].map((card) => (
        <Card key={card} className="flex animate-pulse flex-col gap-4 p-5 sm:p-8" aria-hidden="true">
          <span className="h-7 w-2/3 rounded-lg bg-slate-200" />
          <span className="h-4 w-full rounded bg-slate-100" />
          <span className="h-4 w-5/6 rounded bg-slate-100" />
          <span className="mt-4 h-11 w-full rounded-lg bg-slate-100" />
          <span className="h-11 w-full rounded-lg bg-slate-100" />
        </Card>
      ))}
    </div>
  );
}

const iconClass = 'size-7';

export function NotFoundView({ focusOnShow }: { focusOnShow?: boolean }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard
      icon={<FileQuestion className={iconClass} aria-hidden="true" />}
      tone="neutral"
      title={t('states.notFoundTitle')}
      text={t('states.notFoundText')}
      focusOnShow={focusOnShow}
    />
  );
}

/**
 * A generic link cut before its security token (/form/{templateId}/{userId}): refused, since the token stops anyone
 * from filling a practitioner's waiting room by counting ids, but the patient learns what to ask for
 * (docs/product.md#deliberate-deviations).
 */
export function IncompleteLinkView() {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard
      icon={<FileQuestion className={iconClass} aria-hidden="true" />}
      tone="neutral"
      title={t('states.incompleteTitle')}
      text={t('states.incompleteText')}
    />
  );
}

/** A URL that is no form route (non-digit ids): the product's not-found page, with a way home. */
export function PageNotFoundView({ locale }: { locale: string }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard
      icon={<FileQuestion className={iconClass} aria-hidden="true" />}
      tone="neutral"
      title={t('states.pageNotFoundTitle')}
      text={t('states.pageNotFoundText')}
    >
      <a className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" href={`/${locale}`}>
        {t('states.backHome')}
      </a>
    </StateCard>
  );
}

export function ExpiredView({ focusOnShow }: { focusOnShow?: boolean }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard
      icon={<Clock className={iconClass} aria-hidden="true" />}
      tone="warning"
      title={t('states.expiredTitle')}
      text={t('states.expiredText')}
      focusOnShow={focusOnShow}
    />
  );
}

export function AlreadyUsedView({ focusOnShow }: { focusOnShow?: boolean }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard
      icon={<CheckCircle2 className={iconClass} aria-hidden="true" />}
      tone="success"
      title={t('states.usedTitle')}
      text={t('states.usedText')}
      focusOnShow={focusOnShow}
    />
  );
}

/** A generic link whose practitioner takes no answers for now: calm, and nothing about why (docs/forms-api.md). */
export function NotAcceptingView({ focusOnShow }: { focusOnShow?: boolean }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard
      icon={<CalendarClock className={iconClass} aria-hidden="true" />}
      tone="neutral"
      title={t('states.notAcceptingTitle')}
      text={t('states.notAcceptingText')}
      focusOnShow={focusOnShow}
    />
  );
}

export function LoadErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard icon={<WifiOff className={iconClass} aria-hidden="true" />} tone="neutral" title={t('states.errorTitle')} text={t('states.errorText')}>
      <Button size="lg" onClick={onRetry} className="mt-2 w-full sm:w-auto">
        <RotateCcw aria-hidden="true" />
        {t('states.retry')}
      </Button>
    </StateCard>
  );
}

/** The thanks; with `crisisLocale`, the listening lines of that language below them (the server's call, after sending). */
export function SubmittedView({ practitionerName, crisisLocale = null }: { practitionerName: string | null; crisisLocale?: TLocale | null }) {
  const { t } = useTranslation('publicForm');
  const thanks = (
    <StateCard
      icon={<CheckCircle2 className={iconClass} aria-hidden="true" />}
      tone="success"
      title={t('states.submittedTitle')}
      text={practitionerName ? t('states.submittedText', { practitioner: practitionerName }) : t('states.submittedAnonymous')}
      focusOnShow
      compact={crisisLocale !== null}
    />
  );
  if (!crisisLocale) return thanks;
  return (
    <div className="flex flex-col gap-6">
      {thanks}
      <CrisisMessage locale={crisisLocale} />
    </div>
  );
}
