// Pictures in edit mode: /api/files/… answers only to the practitioner's Bearer token, so they are fetched as blobs.
import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TPictureProps, TStoredImageProps } from '../../form-fill/form-fill-env';
import { pictureClassName } from '../../form-fill/picture';
import { useAuthorizedImage } from '../../lib/use-authorized-image';

function AuthorizedImage({ url, alt, missingKey }: { url: string | undefined; alt: string; missingKey: string }) {
  const { t } = useTranslation('publicForm');
  const image = useAuthorizedImage(url);
  if (image.status === 'ready') return <img src={image.src} alt={alt} className={pictureClassName} />;
  return (
    <p className="flex min-h-20 items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 text-sm text-slate-600">
      <ImageIcon className="size-5 shrink-0" aria-hidden="true" />
      <span>{t(image.status === 'loading' ? 'upload.loading' : image.status === 'error' ? 'upload.loadError' : missingKey)}</span>
    </p>
  );
}

/** An image field's illustration. */
export function PractitionerPicture({ url, alt }: TPictureProps) {
  return <AuthorizedImage url={url} alt={alt} missingKey="fields.imageUnavailable" />;
}

/** The picture a patient attached to an image-upload question. */
export function StoredAnswerImage({ fileId, alt }: TStoredImageProps) {
  return <AuthorizedImage url={`/api/files/${encodeURIComponent(fileId)}`} alt={alt} missingKey="upload.none" />;
}
