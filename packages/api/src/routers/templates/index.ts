// templates: my private templates (list, builder save, visibility, duplication, sharing); see docs/templates-api.md.
import { router } from '../../trpc';
import { list } from './list';
import { get } from './get';
import { create } from './create';
import { update } from './update';
import { deleteTemplate } from './delete';
import { duplicate } from './duplicate';
import { publish } from './publish';
import { unpublish } from './unpublish';
import { shareToUser } from './share-to-user';
import { importFhir } from './import-fhir';

export const templatesRouter = router({
  list,
  get,
  create,
  update,
  delete: deleteTemplate,
  duplicate,
  publish,
  unpublish,
  shareToUser,
  importFhir,
});
