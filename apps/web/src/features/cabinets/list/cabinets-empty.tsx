// No cabinet yet: what a cabinet is for (share templates with colleagues, each keeps their own copies), and create one.
import { Building2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { EmptyState } from '../../../components/lists/empty-state';

export function CabinetsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('cabinets');
  return (
    <EmptyState icon={Building2} title={t('list.empty.title')} text={t('list.empty.text')}>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        {t('list.empty.create')}
      </Button>
    </EmptyState>
  );
}
