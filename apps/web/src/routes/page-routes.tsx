// The pieces both route tables build on: the SPA's (route-table.tsx) and the guest entry's (guest-route-table.tsx,
// docs/architecture.md "The guest pages"): route handles and one Suspense boundary per page.
import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { TLocale, TRoutePage } from '@praxiform/domain';
import { PageLoader } from '../components/layout/page-loader';
import { ComingSoonPage } from '../features/shell/coming-soon-page';
import type { TPageRegistry } from './page-registry';
import type { TRouteHandle } from './route-handle';
import type { TRouteName } from './route-names';

export function handle(locale: TLocale | null, name: TRouteName, digitParams?: readonly string[]): TRouteHandle {
  return { name: locale ? `${locale}-${name}` : name, ...(digitParams ? { digitParams } : {}) };
}

/**
 * One Suspense boundary per page component. React-router renders a navigation in a transition, during which React
 * keeps an already visible boundary's old content on screen; a boundary with a new key is new, so it shows the loader
 * while the next page's chunk loads. Routes sharing a component (the builder's create and edit) share the key, so the
 * page keeps its state when the URL changes from one to the other.
 */
const boundaryKeys = new Map<ComponentType, string>();

function boundaryKey(Page: ComponentType, name: TRouteName): string {
  const key = boundaryKeys.get(Page) ?? name;
  boundaryKeys.set(Page, key);
  return key;
}

/**
 * The routes of a list of pages, rendered by the registry's components; a name the registry lacks (a page a later
 * release delivers) gets an honest "in preparation" state.
 */
export function pageRoutesFrom(registry: TPageRegistry) {
  function pageElement(name: TRouteName, centered: boolean) {
    const Page = registry[name];
    if (!Page) return <ComingSoonPage name={name} centered={centered} />;
    return (
      <Suspense key={boundaryKey(Page, name)} fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  }
  return (locale: TLocale | null, pages: readonly TRoutePage[], centered = false): RouteObject[] =>
    pages.map(([path, name]) => {
      const route = { handle: handle(locale, name), element: pageElement(name, centered) };
      return path === '' ? { index: true, ...route } : { path, ...route };
    });
}
