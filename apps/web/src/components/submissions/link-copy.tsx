// A form link shown in full (selectable) with a copy button: "Copied", or the translated copy-failed message.
import { useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, cn, inputClassName } from '../ui';
import { copyText } from '../../lib/clipboard';

export function LinkCopy({ url, label, large = false, copyLabel }: { url: string; label: string; large?: boolean; copyLabel?: string }) {
  const { t } = useTranslation('submissions');
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => setState((await copyText(url)) ? 'copied' : 'failed');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={cn('flex flex-col gap-2', large ? 'items-stretch' : 'sm:flex-row')}>
        {large ? (
          // Shown whole, wrapped, so it can be read out or typed on another device.
          <textarea
            id={id}
            readOnly
            rows={3}
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(inputClassName, 'resize-none font-mono text-sm leading-6 break-all sm:text-base')}
            spellCheck={false}
          />
        ) : (
          <input
            id={id}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(inputClassName, 'font-mono text-xs sm:text-xs')}
            spellCheck={false}
          />
        )}
        <Button variant={state === 'copied' ? 'secondary' : 'primary'} onClick={() => void copy()} className={large ? 'sm:self-start' : undefined}>
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {state === 'copied' ? t('link.copied') : (copyLabel ?? t('link.copy'))}
        </Button>
      </div>
      <p role={state === 'failed' ? 'alert' : 'status'} className={cn('text-sm', state === 'failed' ? 'text-red-700' : 'sr-only')}>
        {state === 'failed' ? t('errors:generic.copyFailed') : state === 'copied' ? t('link.copied') : ''}
      </p>
    </div>
  );
}
