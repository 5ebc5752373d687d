// The pages of the builder feature, by route name (routes/page-registry.tsx renders them).
import { createElement } from 'react';
import type { TPageRegistry } from '../../routes/page-registry';
import { BuilderPage } from './builder-page';

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
