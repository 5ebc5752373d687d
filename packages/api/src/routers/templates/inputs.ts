// Input and output schemas shared by the templates and market procedures (docs/templates-api.md).
import { z } from 'zod';
import { ZTemplateInput } from '@praxiform/domain';
import { ZTemplateDetail, ZTemplateSummary } from '../../services/templates/template-view';

export const ZTemplateId = z.number().int().positive().max(2_147_483_647);
export const ZIdInput = z.object({ id: ZTemplateId });

/** `{ id } & ZTemplateInput`: the id is checked apart so the save schema (and its bilan transform) stays the domain's. */
export const ZUpdateInput = z.object({ id: ZTemplateId }).and(ZTemplateInput);

export const ZPage = { page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
export const ZSearch = z.string().trim().max(200).optional();

export const ZTemplateOutput = z.object({ template: ZTemplateDetail });
export const ZSuccess = z.object({ success: z.literal(true) });
export { ZTemplateDetail, ZTemplateSummary };
