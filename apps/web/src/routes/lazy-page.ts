// A page loaded when its route is first visited, together with the translation namespaces it uses beyond the shell's
// (lib/i18n-namespaces.ts). The route table wraps it in a Suspense boundary that shows the page loader inside the
// layout meanwhile (docs/architecture.md, "SPA layers"). page-namespaces.test.ts checks each page lists its namespaces.
// A page can also be loaded ahead of its first render, through preload(): the guest entry (guest-main.tsx) does so
// before hydrating a prerendered page, so that the page renders at once, in step with the rest of the static HTML,
// instead of suspending (a suspended part would lose its HTML on the first update above it).
import { createElement, lazy, type ComponentType } from 'react';
import type { TNamespace } from '@praxiform/i18n';
import { loadNamespaces } from '../lib/i18n';

export type TLazyPage<TProps extends object = object> = ComponentType<TProps> & { preload: () => Promise<void> };

/** `lazyPage(() => import('./x-page').then((module) => module.XPage), ['templates'])`: the module becomes a chunk of its own. */
export function lazyPage<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  namespaces: readonly TNamespace[] = [],
): TLazyPage<TProps> {
  let Loaded: ComponentType<TProps> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([Page]) => {
      Loaded = Page;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType<TProps> };
  });
  function LazyPage(props: TProps) {
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(LazyPage, { preload });
}
