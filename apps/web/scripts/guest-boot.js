// The one script in a prerendered guest page's HTML (docs/architecture.md, "The guest pages"). The page is complete
// without scripts: it paints from its HTML, its stylesheet and its font. Its scripts, which make it interactive, load
// once it has painted, so that they do not hold its first paint: fetched beside the stylesheet, on a phone's
// connection, and run as they arrived, they delayed it by more than half a second (issue 33).
// scripts/prerender.mjs writes this file to dist/assets, the guest entry's files in place of the placeholder below.
const { entry, preloads } = __GUEST_FILES__;
/** Past this, the scripts load whether or not the browser has reported a paint. */
const FALLBACK_MS = 1000;

function load() {
  // The entry's static imports, fetched side by side with it rather than found one level after the other.
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(entry);
}

function loadAfterFirstPaint() {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  const painted = (entries) => entries.some((paint) => paint.name === 'first-contentful-paint');
  const root = document.getElementById('root');
  // A page hidden (a background tab, a prerender) does not paint until shown: it loads at once, as does a page with
  // nothing prerendered to paint, or a browser that does not report paints.
  if (
    document.visibilityState !== 'visible' ||
    !root?.dataset.prerendered ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted(performance.getEntriesByType('paint'))
  ) {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!painted(list.getEntries())) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  window.setTimeout(start, FALLBACK_MS);
}

loadAfterFirstPaint();
