// Parts of a prerendered page that hydration leaves as they are (docs/architecture.md, "The guest pages"). Hydrating a
// page renders it whole once more in the browser, to attach its handlers, and a phone pays that on its main thread
// (on the landing page, most of its blocking time). A part without handlers or state (a section of text and links)
// needs none of it: while the guest entry hydrates, <KeepPrerendered> renders an element whose content is declared
// as raw HTML, which Preact's hydration takes as it is, without rendering the children. Rendered again later in the
// same language (a parent's update) it still keeps its DOM; mounted afresh (a navigation) or in another language, it
// renders its children as any element. Its links work as plain links: they load the page they name.
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

let hydrating = false;
/** The parts waiting for their own task (<HydrateLater>), mounted during the current hydration. */
let deferred: Promise<void>[] = [];

/**
 * Runs the guest entry's hydration (guest-main.tsx): the parts mounted during it keep their prerendered HTML or wait
 * for a task of their own. Settles once those parts are hydrated too.
 */
export function hydratePrerendered(hydrate: () => void): Promise<void> {
  hydrating = true;
  deferred = [];
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  // Each part renders in the microtasks that follow its task; one more task and all of them are done.
  return Promise.all(deferred).then(() => new Promise((resolve) => window.setTimeout(resolve, 0)));
}

/** Read by Preact, never written to the DOM while hydrating, and unchanged since: the DOM stays as served. */
const SERVED_HTML = { __html: '' };

/** A wrapper without a box of its own (display: contents) around a static part of a prerendered page. */
export function KeepPrerendered({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [servedLanguage] = useState(() => (hydrating ? i18n.language : null));
  if (servedLanguage === i18n.language) return <div className="contents" dangerouslySetInnerHTML={SERVED_HTML} />;
  return <div className="contents">{children}</div>;
}

type TNextTask = { promise: Promise<void>; done: boolean };

function nextTask(): TNextTask {
  const task: TNextTask = { promise: Promise.resolve(), done: false };
  task.promise = new Promise((resolve) => {
    window.setTimeout(() => {
      task.done = true;
      resolve();
    }, 0);
  });
  return task;
}

function WaitForNextTask({ task, children }: { task: TNextTask | null; children: ReactNode }) {
  // A promise thrown while hydrating suspends this part only: Preact keeps its served DOM, hydrates the rest, and comes
  // back to it when the promise settles.
  if (task && !task.done) throw task.promise;
  return children;
}

/**
 * A part of a prerendered page that has handlers (the plans, an accordion) and is hydrated in a task of its own, after
 * the rest of the page: one long task of hydration becomes a few short ones, and the phone stays responsive in between.
 * Anywhere else (the SPA, a page rendered afresh, the prerender) it renders its children at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [task] = useState(() => {
    if (!hydrating) return null;
    const next = nextTask();
    deferred.push(next.promise);
    return next;
  });
  return (
    <Suspense fallback={null}>
      <WaitForNextTask task={task}>{children}</WaitForNextTask>
    </Suspense>
  );
}
