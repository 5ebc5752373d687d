// Test helper: every route of an Express app as `METHOD path`, read from its router stack (Express 5: app.router; a
// mounted router's layer keeps the path it was mounted at in rawPath). Used by the REST authorization matrix and the
// OpenAPI document's test, so that a new route cannot go unchecked or undescribed.
import type { Express } from 'express';

type TLayer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: TLayer[] }; rawPath?: unknown };

/** `GET /api/files/:id`, ... sorted, each once; paths as the routes declare them (Express 5 syntax: `:id`, `*params`). */
export function routesOf(express: Express): string[] {
  const found: string[] = [];
  const walk = (stack: TLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all'))
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((express as unknown as { router: { stack: TLayer[] } }).router.stack, '');
  return [...new Set(found)].sort();
}
