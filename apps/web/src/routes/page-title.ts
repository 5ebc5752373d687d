// Document title rule: translated page name, separator, product name; only the product name on an unknown route.
import { PRODUCT_NAME } from '@praxiform/domain';
import { isRouteName, stripRouteNamePrefix } from './route-names';

export const TITLE_SEPARATOR = ' | ';

/** i18n key of a route's page name. */
export function pageNameKey(routeName: string): string {
  return `pages.${stripRouteNamePrefix(routeName)}`;
}

export function pageTitle(routeName: string | null | undefined, translate: (key: string) => string): string {
  if (!routeName) return PRODUCT_NAME;
  const bare = stripRouteNamePrefix(routeName);
  if (!isRouteName(bare)) return PRODUCT_NAME;
  const name = translate(pageNameKey(bare)).trim();
  return name ? `${name}${TITLE_SEPARATOR}${PRODUCT_NAME}` : PRODUCT_NAME;
}
