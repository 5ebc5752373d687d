// An image field's picture on the patient's page: a plain <img> (the server lets anyone read a form's pictures).
import { useState } from 'react';
import ImageOff from 'lucide-react/icons/image-off';
import { useTranslation } from 'react-i18next';
import type { TPictureProps } from './form-fill-env';

export const pictureClassName = 'max-h-80 w-auto max-w-full rounded-xl border border-slate-200 bg-white object-contain';

export function PlainPicture({ url, alt }: TPictureProps) {
  const { t } = useTranslation('publicForm');
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <p className="flex min-h-20 items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 text-sm text-slate-600">
        <ImageOff className="size-5 shrink-0" aria-hidden="true" />
        <span>{t('fields.imageUnavailable')}</span>
      </p>
    );
  }
  return <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(url)} className={pictureClassName} />;
}
