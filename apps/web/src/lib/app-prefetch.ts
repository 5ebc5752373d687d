// While a visitor signs in or registers on a guest page (guest-main.tsx), the browser fetches the SPA's first scripts
// and styles at idle priority, so that the app starts at once after sign-in. The guest build lists them in
// <meta name="praxiform-app-assets"> (vite.guest.config.ts); nothing is fetched before the visitor uses a form.

const META = 'meta[name="praxiform-app-assets"]';

/** The SPA's first assets, as the guest build wrote them into the page. */
export function appAssets(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(META)?.content ?? '';
  return content.split(/\s+/).filter((href) => href.startsWith('/'));
}

/** Adds one prefetch link per asset not already linked. */
export function prefetchApp(doc: Document): void {
  const linked = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href')));
  for (const href of appAssets(doc)) {
    if (linked.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    if (href.endsWith('.js')) link.as = 'script';
    else if (href.endsWith('.css')) link.as = 'style';
    doc.head.append(link);
  }
}

/** Runs once the page is idle (Safari has no requestIdleCallback: there, on the next task). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 0);
}

/**
 * Prefetches the app the first time the visitor focuses or types in a form field of the page, once the page is idle:
 * a sign-in page focuses its first field while it hydrates, and the links would otherwise be added in that same task.
 */
export function prefetchAppOnFormUse(doc: Document): void {
  const onUse = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    doc.removeEventListener('focusin', onUse);
    doc.removeEventListener('input', onUse);
    whenIdle(() => prefetchApp(doc));
  };
  doc.addEventListener('focusin', onUse);
  doc.addEventListener('input', onUse);
}
