// A copy-to-clipboard button that says "Copied" or, when the browser refuses, the copy-failed message.
import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui';
import { copyText } from '../../../lib/clipboard';

export function CopyButton({ text, label, ...props }: Omit<ButtonProps, 'onClick' | 'children'> & { text: string; label: string }) {
  const { t } = useTranslation('profile');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => setState((await copyText(text)) ? 'copied' : 'failed');
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="outline" size="sm" onClick={() => void copy()} {...props}>
        {state === 'copied' ? <Check aria-hidden="true" className="text-emerald-600" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? t('copy.copied') : label}
      </Button>
      <span role={state === 'failed' ? 'alert' : 'status'} className="text-xs text-red-700">
        {state === 'failed' ? t('errors:generic.copyFailed') : ''}
      </span>
    </div>
  );
}
