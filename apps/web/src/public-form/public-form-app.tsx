// The public form page: reads the link from the URL, loads the form, and shows it or the state the link is in.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type TAnswers, type TLocale } from '@praxiform/domain';
import { answersForFields } from '../form-fill/answers';
import { fetchPublicForm, type TPublicForm, type TSubmitReceipt } from './api';
import { draftKey, pruneOldDrafts, readDraft, removeDraft } from './draft-storage';
import type { TEmbeddedForm } from './embedded-form';
import { parseFormPath } from './form-path';
import { FormView, type TFormOutcome } from './form-view';
import { setPageLanguage } from './i18n';
import { deadLinkOf, dropsDraft, type TDeadLink } from './outcomes';
import { PageShell } from './page-shell';
import {
  AlreadyUsedView,
  ExpiredView,
  IncompleteLinkView,
  LoadErrorView,
  LoadingView,
  NotAcceptingView,
  NotFoundView,
  PageNotFoundView,
  SubmittedView,
} from './state-views';

type TView =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'incomplete' }
  | { kind: TDeadLink; afterSubmit: boolean }
  | { kind: 'form'; form: TPublicForm; draftKey: string | null; initialAnswers: TAnswers }
  | { kind: 'submitted'; practitionerName: string; showCrisisMessage: boolean };

/** The page name of each view (publicForm `titles.`): a closed link does not claim to be a form. */
const TITLE_KEYS: Record<TView['kind'], string> = {
  loading: 'titles.form',
  form: 'titles.form',
  error: 'titles.error',
  incomplete: 'titles.incomplete',
  'not-found': 'titles.notFound',
  expired: 'titles.expired',
  used: 'titles.used',
  'not-accepting': 'titles.notAccepting',
  submitted: 'titles.submitted',
};

async function dropDraft(formPath: string): Promise<void> {
  const key = await draftKey(formPath);
  if (key) removeDraft(window.localStorage, key);
}

type TPublicFormAppProps = {
  pathname: string;
  /** The language to use before (or without) the form when the URL has no prefix. */
  fallbackLocale: TLocale;
  /** The server's answer for the form, embedded in the page: used instead of asking when it is this link's. */
  embedded?: TEmbeddedForm | null;
};

export function PublicFormApp({ pathname, fallbackLocale, embedded = null }: TPublicFormAppProps) {
  const { t, i18n } = useTranslation('publicForm');
  const route = useMemo(() => parseFormPath(pathname), [pathname]);
  const [view, setView] = useState<TView>(() => {
    if (route.apiPath) return { kind: 'loading' };
    // A generic link without its security token is refused, but the patient is told what to ask for.
    return route.incomplete ? { kind: 'incomplete' } : { kind: 'not-found', afterSubmit: false };
  });
  const [attempt, setAttempt] = useState(0);
  const [formLocale, setFormLocale] = useState<TLocale | null>(null);
  // The URL's prefix wins; without one, the language the practitioner chose for this form.
  const locale = route.locale ?? formLocale ?? fallbackLocale;

  useEffect(() => {
    const { apiPath, formPath } = route;
    if (!apiPath) return;
    const controller = new AbortController();
    // Only the first load: a retry asks the server again.
    const answer = attempt === 0 && embedded?.apiPath === apiPath ? embedded : null;
    const load = async () => {
      try {
        const form = await fetchPublicForm(apiPath, controller.signal, answer);
        const key = await draftKey(formPath);
        pruneOldDrafts(window.localStorage, Date.now());
        const stored = key ? readDraft(window.localStorage, key) : null;
        if (controller.signal.aborted) return;
        setFormLocale(form.language);
        setView({ kind: 'form', form, draftKey: key, initialAnswers: stored ? answersForFields(form.fields, stored) : {} });
      } catch (error) {
        if (controller.signal.aborted) return;
        const dead = deadLinkOf(error);
        if (dead && dropsDraft(dead)) await dropDraft(formPath);
        setView(dead ? { kind: dead, afterSubmit: false } : { kind: 'error' });
      }
    };
    void load();
    return () => controller.abort();
  }, [route, attempt, embedded]);

  // Before paint, so the form never shows in the wrong language first.
  useLayoutEffect(() => {
    setPageLanguage(i18n, locale);
  }, [i18n, locale]);

  // docs/product.md#routes: the translated page name and the product name; only the product name off any known route.
  useEffect(() => {
    document.title = route.pageNotFound ? PRODUCT_NAME : t('page.documentTitle', { name: t(TITLE_KEYS[view.kind]) });
  }, [route, t, locale, view.kind]);

  const onDone = (outcome: TFormOutcome, receipt?: TSubmitReceipt) => {
    if (view.kind !== 'form') return;
    setView(
      outcome === 'submitted'
        ? { kind: 'submitted', practitionerName: view.form.practitionerName, showCrisisMessage: receipt?.showCrisisMessage === true }
        : { kind: outcome, afterSubmit: true },
    );
  };

  return (
    <PageShell locale={locale}>
      {view.kind === 'loading' && <LoadingView />}
      {view.kind === 'error' && (
        <LoadErrorView
          onRetry={() => {
            setView({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {view.kind === 'incomplete' && <IncompleteLinkView />}
      {view.kind === 'not-found' && (route.pageNotFound ? <PageNotFoundView locale={locale} /> : <NotFoundView focusOnShow={view.afterSubmit} />)}
      {view.kind === 'expired' && <ExpiredView focusOnShow={view.afterSubmit} />}
      {view.kind === 'used' && <AlreadyUsedView focusOnShow={view.afterSubmit} />}
      {view.kind === 'not-accepting' && <NotAcceptingView focusOnShow={view.afterSubmit} />}
      {view.kind === 'submitted' && <SubmittedView practitionerName={view.practitionerName} crisisLocale={view.showCrisisMessage ? locale : null} />}
      {view.kind === 'form' && (
        <FormView
          form={view.form}
          apiPath={route.apiPath ?? ''}
          locale={locale}
          draftKey={view.draftKey}
          initialAnswers={view.initialAnswers}
          onDone={onDone}
        />
      )}
    </PageShell>
  );
}
