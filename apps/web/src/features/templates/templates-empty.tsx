// Empty states of My templates: no template yet (create the first one or browse the market), or no match for the filters.
import { FilePlus2, SearchX, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';

export function TemplatesEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('templates');
  if (filtered) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX className="size-8 text-slate-400" aria-hidden="true" />
        <p className="font-medium text-slate-900">{t('list.empty.filteredTitle')}</p>
        <Button variant="outline" size="sm" onClick={onClear}>
          {t('list.empty.clear')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100" aria-hidden="true">
        <FilePlus2 className="size-7" />
      </span>
      <div className="max-w-md">
        <h2 className="text-lg font-semibold text-slate-900">{t('list.empty.title')}</h2>
        <p className="mt-1 text-sm leading-6 text-slate-600">{t('list.empty.text')}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <LocalizedLink to="/templates/create">
            <FilePlus2 aria-hidden="true" />
            {t('list.empty.create')}
          </LocalizedLink>
        </Button>
        <Button asChild variant="outline">
          <LocalizedLink to="/market">
            <Store aria-hidden="true" />
            {t('list.empty.market')}
          </LocalizedLink>
        </Button>
      </div>
    </div>
  );
}
