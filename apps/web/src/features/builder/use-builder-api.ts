// The builder's server calls (docs/templates-api.md): load, save (create or update per mode), duplicate, image upload (REST, lib/upload-image.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTemplateData } from '@praxiform/domain';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import type { TTemplateDetail } from '../../lib/api-types';
import { uploadImageFile } from '../../lib/upload-image';
import type { TBuilderMode } from './builder-mode';

export type TLoadedTemplate = { template: TTemplateDetail; canEdit: boolean };

/** templates.get (private or form routes) or market.get (public route); `enabled` false on create routes. */
export function useTemplateQuery(mode: TBuilderMode, id: number | null) {
  const trpc = useTRPC();
  const privateQuery = useQuery({ ...trpc.templates.get.queryOptions({ id: id ?? 0 }), enabled: id !== null && mode !== 'public', retry: false });
  const publicQuery = useQuery({ ...trpc.market.get.queryOptions({ id: id ?? 0 }), enabled: id !== null && mode === 'public', retry: false });
  if (mode === 'public') {
    const data: TLoadedTemplate | undefined = publicQuery.data
      ? { template: publicQuery.data.template, canEdit: publicQuery.data.template.isMine }
      : undefined;
    return { data, error: publicQuery.error, isPending: publicQuery.isPending, refetch: publicQuery.refetch };
  }
  const data: TLoadedTemplate | undefined = privateQuery.data
    ? { template: privateQuery.data.template, canEdit: privateQuery.data.canEdit }
    : undefined;
  return { data, error: privateQuery.error, isPending: privateQuery.isPending, refetch: privateQuery.refetch };
}

/** Saves through the mode's router; refreshes the lists this change affects and primes the detail cache. */
export function useSaveTemplate(mode: TBuilderMode) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data }: { id: number | null; data: TTemplateData }): Promise<TTemplateDetail> => {
      const router = mode === 'public' ? client.market : client.templates;
      const result = id === null ? await router.create.mutate(data) : await router.update.mutate({ id, ...data });
      return result.template;
    },
    onSuccess: async () => {
      const lists = mode === 'public' ? trpc.market.list.pathKey() : trpc.templates.list.pathKey();
      const detail = mode === 'public' ? trpc.market.get.pathKey() : trpc.templates.get.pathKey();
      await Promise.all([queryClient.invalidateQueries({ queryKey: lists }), queryClient.invalidateQueries({ queryKey: detail })]);
    },
  });
}

export function useDuplicateTemplate() {
  const trpc = useTRPC();
  return useMutation(trpc.templates.duplicate.mutationOptions());
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImageFile });
}
