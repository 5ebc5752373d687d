// Shapes the templates and market procedures answer (docs/templates-api.md), as the list and preview screens use them.
import type { TField, TLocale, TTemplateType } from '@praxiform/domain';

export type TTemplateSummary = {
  id: number;
  name: string;
  type: TTemplateType;
  category: string | null;
  description: string | null;
  language: TLocale;
  isPublic: boolean;
  scoringEnabled: boolean;
  fieldCount: number;
  creatorName: string;
  creatorProfession: string | null;
  originId: number | null;
  publicCopyId: number | null;
  favoritesCount: number;
  duplicationsCount: number;
  isFavorite: boolean;
  isMine: boolean;
  createdAt: string;
  updatedAt: string;
};

export type TTemplateDetail = TTemplateSummary & { fields: TField[] };
