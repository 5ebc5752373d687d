// A page loaded when its route is first visited, together with the translation namespaces it uses beyond the shell's
// (lib/i18n-namespaces.ts). The route table wraps it in a Suspense boundary that shows the page loader inside the
// layout meanwhile (docs/architecture.md, "SPA layers"). page-namespaces.test.ts checks each page lists its namespaces.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TNamespace } from '@praxiform/i18n';
import { loadNamespaces } from '../lib/i18n';

/** `lazyPage(() => import('./x-page').then((module) => module.XPage), ['templates'])`: the module becomes a chunk of its own. */
export function lazyPage<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  namespaces: readonly TNamespace[] = [],
): LazyExoticComponent<ComponentType<TProps>> {
  return lazy(async () => {
    const [Page] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: Page };
  });
}
