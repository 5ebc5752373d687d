// Empty states of the market: nothing matches the filters, or nothing is published yet (publish the first template).
import { Globe, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { ListNotice } from '../../components/lists/empty-state';
import { LocalizedLink } from '../../lib/locale';

export function MarketEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('market');
  return (
    <ListNotice>
      {filtered ? <SearchX className="size-8 text-slate-400" aria-hidden="true" /> : <Globe className="size-8 text-slate-400" aria-hidden="true" />}
      <p className="font-medium text-slate-900">{t(filtered ? 'empty.filteredTitle' : 'empty.title')}</p>
      <p className="max-w-md text-sm text-slate-600">{t(filtered ? 'empty.filteredText' : 'empty.text')}</p>
      {filtered ? (
        <Button variant="outline" size="sm" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      ) : (
        <Button asChild size="sm">
          <LocalizedLink to="/market/create">{t('page.publish')}</LocalizedLink>
        </Button>
      )}
    </ListNotice>
  );
}
