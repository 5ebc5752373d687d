// Test helper: renders a public page under /:lang with its own i18next instance in that language, and the providers
// the pricing plans need (TanStack Query, tRPC, auth: billing.plans and the signed-in user; tests fake /api/trpc with
// src/test/render-page's fakeTrpc).
import type { ReactElement } from 'react';
import type { TLocale } from '@praxiform/domain';
import { renderAuthPage } from '../../test/render-page';

export function renderInLocale(ui: ReactElement, locale: TLocale, path = '/') {
  return renderAuthPage(ui, { locale, path: '/*', url: path === '/' ? `/${locale}` : `/${locale}${path}` });
}
