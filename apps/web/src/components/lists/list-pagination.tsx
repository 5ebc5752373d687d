// First / previous / next / last between pages of a long list (10,000 patients are 500 pages), with "page x of y" announced.
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';

export function ListPagination({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation('patients');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-2">
      <div className="flex gap-1">
        <span className="hidden sm:inline-flex">
          <Button variant="outline" size="sm" onClick={() => onPage(1)} disabled={page <= 1} aria-label={t('pagination.first')}>
            <ChevronsLeft aria-hidden="true" />
          </Button>
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">{t('pagination.previous')}</span>
          <span className="sr-only sm:hidden">{t('pagination.previous')}</span>
        </Button>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pagination.status', { page, pages })}
      </p>
      <div className="flex gap-1">
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          <span className="hidden sm:inline">{t('pagination.next')}</span>
          <span className="sr-only sm:hidden">{t('pagination.next')}</span>
          <ChevronRight aria-hidden="true" />
        </Button>
        <span className="hidden sm:inline-flex">
          <Button variant="outline" size="sm" onClick={() => onPage(pages)} disabled={page >= pages} aria-label={t('pagination.last')}>
            <ChevronsRight aria-hidden="true" />
          </Button>
        </span>
      </div>
    </nav>
  );
}
