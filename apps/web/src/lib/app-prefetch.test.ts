// The guest pages prefetch the SPA's first assets once the visitor starts on a form, not before, and only once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appAssets, prefetchAppOnFormUse } from './app-prefetch';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.getAttribute('href'), link.as]);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('app prefetch', () => {
  it('reads the assets the guest build listed, ignoring anything but site paths', () => {
    document.head.innerHTML = '<meta name="praxiform-app-assets" content="/assets/main-1.js  /assets/main-2.css https://elsewhere.example/x.js">';
    expect(appAssets(document)).toEqual(['/assets/main-1.js', '/assets/main-2.css']);
  });

  it('prefetches nothing while the visitor reads, then each asset once the first form field is used', async () => {
    document.head.innerHTML = '<meta name="praxiform-app-assets" content="/assets/main-1.js /assets/main-2.css">';
    document.body.innerHTML = '<a href="/fr/faq">FAQ</a><form><input name="email"></form>';
    prefetchAppOnFormUse(document);
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetched()).toEqual([]);

    const input = document.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Added once the page is idle, not in the task that focused the field.
    expect(prefetched()).toEqual([]);
    await vi.waitFor(() => expect(prefetched()).toHaveLength(2));
    expect(prefetched()).toEqual([
      ['/assets/main-1.js', 'script'],
      ['/assets/main-2.css', 'style'],
    ]);
  });
});
