// Names of the SPA's routes (listed in @praxiform/domain's routes.ts): they key the page titles (common:pages.<name>)
// and may carry a locale prefix (fr-Home).
import { LOCALES, ROUTE_NAMES, type TRouteName } from '@praxiform/domain';

export { ROUTE_NAMES, type TRouteName };

const LOCALE_PREFIX = new RegExp(`^(?:${LOCALES.join('|')})-`);

/** 'fr-Home' → 'Home'; names without a locale prefix (including 'admin-users') are returned as they are. */
export function stripRouteNamePrefix(name: string): string {
  return name.replace(LOCALE_PREFIX, '');
}

export function isRouteName(name: string): name is TRouteName {
  return (ROUTE_NAMES as readonly string[]).includes(name);
}
