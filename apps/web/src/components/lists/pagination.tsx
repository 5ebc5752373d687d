// Previous / next navigation between pages of a list, with "page x of y" announced.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('templates');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pagination.label')} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {t('list.pagination.previous')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('list.pagination.status', { page, pages })}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('list.pagination.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
