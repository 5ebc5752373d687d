// The 10 backup codes, shown once: a "store them safely" warning, then copy, download (.txt) and print.
import { Download, Printer, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@praxiform/domain';
import { Button } from '../../../components/ui';
import { downloadText, printLines } from '../../../lib/clipboard';
import { CopyButton } from './copy-button';

export function BackupCodesPanel({ codes, email }: { codes: readonly string[]; email: string }) {
  const { t } = useTranslation('profile');
  const title = t('backupCodes.fileTitle', { product: PRODUCT_NAME, email });
  const fileText = [title, '', ...codes, '', t('backupCodes.fileNote')].join('\n');

  return (
    <div className="flex flex-col gap-4">
      <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900">
        <TriangleAlert className="mt-1 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('backupCodes.warningTitle')}</p>
          <p>{t('backupCodes.warning')}</p>
        </div>
      </div>
      <ol
        aria-label={t('backupCodes.listLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-lg bg-white px-2 py-2 text-center font-mono text-sm tracking-wider text-slate-900 ring-1 ring-slate-200 sm:text-base"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-start gap-2">
        <CopyButton text={codes.join('\n')} label={t('backupCodes.copy')} />
        <Button variant="outline" size="sm" onClick={() => downloadText('praxiform-backup-codes.txt', fileText)}>
          <Download aria-hidden="true" />
          {t('backupCodes.download')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => printLines(title, codes)}>
          <Printer aria-hidden="true" />
          {t('backupCodes.print')}
        </Button>
      </div>
    </div>
  );
}
