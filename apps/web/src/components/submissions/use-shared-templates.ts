// The templates shared in my cabinets that I may send through a copy (docs/cabinets-api.md): cabinets.list, then
// cabinets.get only for the cabinets holding shares (one batched request). My own templates are left out: they are
// already among my templates. A template shared in two of my cabinets is offered once.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

export type TSharedTemplateChoice = { cabinetId: number; cabinetName: string; templateId: number; name: string; fieldCount: number };

export function useSharedTemplates(enabled: boolean) {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.cabinets.list.queryOptions(), enabled });
  const withShares = (list.data?.cabinets ?? []).filter((cabinet) => cabinet.sharedTemplateCount > 0);
  const details = useQueries({ queries: withShares.map((cabinet) => ({ ...trpc.cabinets.get.queryOptions({ id: cabinet.id }), enabled })) });
  const items: TSharedTemplateChoice[] = [];
  details.forEach((detail, index) => {
    const cabinet = withShares[index];
    if (!cabinet || !detail.data) return;
    for (const shared of detail.data.templates) {
      if (shared.isMine || items.some((item) => item.templateId === shared.templateId)) continue;
      items.push({
        cabinetId: cabinet.id,
        cabinetName: cabinet.name,
        templateId: shared.templateId,
        name: shared.name,
        fieldCount: shared.fieldCount,
      });
    }
  });
  items.sort((a, b) => a.name.localeCompare(b.name));
  const failed = list.isError || details.some((detail) => detail.isError);
  const retry = () => {
    if (list.isError) void list.refetch();
    details.forEach((detail) => detail.isError && void detail.refetch());
  };
  return { items, failed, retry };
}
