// Data attached to each route (react-router `handle`): its name, and params that must be digits only.
import { paramsAreDigits } from './route-params';

export type TRouteHandle = {
  /** Route name, possibly with a locale prefix ('fr-Home'). */
  name: string;
  /** Params that must be digits only, else the route is the not-found page. */
  digitParams?: readonly string[];
};

export type TMatchLike = { handle: unknown; params: Record<string, string | undefined> };

function isRouteHandle(value: unknown): value is TRouteHandle {
  return Boolean(value) && typeof (value as { name?: unknown }).name === 'string';
}

/** Name of the deepest named route, or null when the URL is really a not-found page. */
export function currentRouteName(matches: readonly TMatchLike[]): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (!match || !isRouteHandle(match.handle)) continue;
    const { name, digitParams } = match.handle;
    if (digitParams && !paramsAreDigits(match.params, digitParams)) return null;
    return name;
  }
  return null;
}
