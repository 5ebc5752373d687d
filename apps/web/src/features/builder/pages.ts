// The pages of the builder feature, by route name (routes/page-registry.tsx renders them). The builder and its
// drag-and-drop kit load when a builder route is first visited. The three modes are three components: moving from
// /templates/create to /templates/{id}/edit keeps the same one, so the builder's state survives the save.
import { createElement } from 'react';
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

const BuilderPage = lazyPage(() => import('./builder-page').then((module) => module.BuilderPage), ['builder', 'templates']);

function TemplateBuilderPage() {
  return createElement(BuilderPage, { mode: 'template' });
}

function PublicTemplateBuilderPage() {
  return createElement(BuilderPage, { mode: 'public' });
}

function FormBuilderPage() {
  return createElement(BuilderPage, { mode: 'form' });
}

export const BUILDER_PAGES: TPageRegistry = {
  CreateTemplate: TemplateBuilderPage,
  EditTemplate: TemplateBuilderPage,
  CreatePublicTemplate: PublicTemplateBuilderPage,
  EditPublicTemplate: PublicTemplateBuilderPage,
  CreateForm: FormBuilderPage,
  EditForm: FormBuilderPage,
};
