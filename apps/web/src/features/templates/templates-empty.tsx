// Empty states of My templates: no template yet (create the first one or browse the market), or no match for the filters.
import { FilePlus2, SearchX, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { EmptyState, ListNotice } from '../../components/lists/empty-state';
import { LocalizedLink } from '../../lib/locale';
import { SubscribeLink } from '../../components/subscription/subscribe-call';
import { useEntitled } from '../../components/subscription/use-entitlement';

export function TemplatesEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('templates');
  const entitled = useEntitled();
  if (filtered) {
    return (
      <ListNotice>
        <SearchX className="size-8 text-slate-400" aria-hidden="true" />
        <p className="font-medium text-slate-900">{t('list.empty.filteredTitle')}</p>
        <Button variant="outline" size="sm" onClick={onClear}>
          {t('list.empty.clear')}
        </Button>
      </ListNotice>
    );
  }
  return (
    <EmptyState icon={FilePlus2} title={t('list.empty.title')} text={t('list.empty.text')}>
      <div className="flex flex-col gap-2 sm:flex-row">
        {entitled ? (
          <Button asChild>
            <LocalizedLink to="/templates/create">
              <FilePlus2 aria-hidden="true" />
              {t('list.empty.create')}
            </LocalizedLink>
          </Button>
        ) : (
          <SubscribeLink label="createTemplate" />
        )}
        <Button asChild variant="outline">
          <LocalizedLink to="/market">
            <Store aria-hidden="true" />
            {t('list.empty.market')}
          </LocalizedLink>
        </Button>
      </div>
    </EmptyState>
  );
}
