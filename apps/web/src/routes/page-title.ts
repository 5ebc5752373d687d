// Document title rule: translated page name, separator, product name; only the product name on an unknown route.
import { PRODUCT_NAME } from '@praxiform/domain';
import type { TNamespace } from '@praxiform/i18n';
import { isRouteName, stripRouteNamePrefix } from './route-names';

export const TITLE_SEPARATOR = ' | ';

/**
 * Pages whose name is kept in their own namespace (loaded with the page) rather than in common:pages. The title
 * follows when the namespace arrives (title-sync.tsx).
 */
const PAGE_NAME_NAMESPACES: Readonly<Record<string, TNamespace>> = { 'admin-mails': 'admin' };

/** i18n key of a route's page name: `pages.<name>` (common), or `<namespace>:pages.<name>`. */
export function pageNameKey(routeName: string): string {
  const name = stripRouteNamePrefix(routeName);
  const namespace = PAGE_NAME_NAMESPACES[name];
  return namespace ? `${namespace}:pages.${name}` : `pages.${name}`;
}

export function pageTitle(routeName: string | null | undefined, translate: (key: string) => string): string {
  if (!routeName) return PRODUCT_NAME;
  const bare = stripRouteNamePrefix(routeName);
  if (!isRouteName(bare)) return PRODUCT_NAME;
  const key = pageNameKey(bare);
  const name = translate(key).trim();
  // A namespace not loaded yet answers the key itself: the product's name alone until it arrives.
  const missing = name === '' || name === key.slice(key.indexOf(':') + 1);
  return missing ? PRODUCT_NAME : `${name}${TITLE_SEPARATOR}${PRODUCT_NAME}`;
}
