// The professions and specialties lists (profile.options): loading skeleton, and an error with retry when they fail.
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { useTRPC } from '../../../lib/trpc';
import { FormAlert } from '../../../components/ui/form-alert';
import type { TProfileOptions } from '../../../lib/api-types';

export function useProfileOptions() {
  const trpc = useTRPC();
  // The lists change only with a release.
  return useQuery({ ...trpc.profile.options.queryOptions(), staleTime: Infinity });
}

/** Renders `children` with the lists once they are loaded. */
export function WithProfileOptions({ children }: { children: (options: TProfileOptions) => ReactNode }) {
  const { t } = useTranslation('profile');
  const options = useProfileOptions();
  if (options.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          {t('options.loading')}
        </span>
        <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-12 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      </div>
    );
  }
  if (options.isError) {
    return (
      <FormAlert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void options.refetch()} loading={options.isRefetching}>
            <RefreshCw aria-hidden="true" />
            {t('errors:generic.retry')}
          </Button>
        }
      >
        {t('options.failed')}
      </FormAlert>
    );
  }
  return <>{children(options.data)}</>;
}
