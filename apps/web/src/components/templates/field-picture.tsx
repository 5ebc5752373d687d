// The picture of an image field, loaded with the session's token; a calm placeholder while it loads or when it is missing.
import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui';
import { useAuthorizedImage } from '../../lib/use-authorized-image';

export function FieldPicture({ url, alt, className }: { url: string | undefined; alt: string; className?: string }) {
  const { t } = useTranslation('templates');
  const image = useAuthorizedImage(url);
  if (image.status === 'ready')
    return <img src={image.src} alt={alt} className={cn('max-h-64 rounded-lg border border-slate-200 object-contain', className)} />;
  return (
    <div
      className={cn(
        'flex h-28 w-full items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500',
        className,
      )}
    >
      <ImageIcon className="size-5" aria-hidden="true" />
      <span>{image.status === 'loading' ? t('picture.loading') : image.status === 'error' ? t('picture.loadError') : t('picture.none')}</span>
    </div>
  );
}
