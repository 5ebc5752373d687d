// Honest placeholder for a page that a later release delivers: its title and an "in preparation" note.
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardContent, cn } from '../../components/ui';
import { pageNameKey } from '../../routes/page-title';
import type { TRouteName } from '../../routes/route-names';

/** `centered` suits the focused layout (sign-in, patient form), where the column is narrow. */
export function ComingSoonPage({ name, centered = false }: { name: TRouteName; centered?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className={cn('text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl', centered && 'text-center')}>{t(pageNameKey(name))}</h1>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center sm:py-16">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <Hammer className="size-6" aria-hidden="true" />
          </span>
          <Badge variant="accent">{t('comingSoon.badge')}</Badge>
          <h2 className="text-lg font-semibold text-slate-900">{t('comingSoon.title')}</h2>
          <p className="max-w-md text-sm leading-6 text-slate-600">{t('comingSoon.description')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
