// support: a practitioner's tickets (/support); see docs/support-api.md.
import { router } from '../../trpc';
import { list } from './list';
import { get } from './get';
import { create } from './create';
import { reply } from './reply';
import { resolve } from './resolve';

export const supportRouter = router({ list, get, create, reply, resolve });
