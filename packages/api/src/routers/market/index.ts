// market: the public templates of every practitioner; see docs/templates-api.md.
import { router } from '../../trpc';
import { list } from './list';
import { get } from './get';
import { favorite, unfavorite } from './favorite';
import { duplicate } from './duplicate';
import { create } from './create';
import { update } from './update';
import { deleteTemplate } from './delete';

export const marketRouter = router({ list, get, favorite, unfavorite, duplicate, create, update, delete: deleteTemplate });
