// The picture of an image field: choose a file (checked in the browser first), upload it, show it, remove it.
import { useId, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TField } from '@praxiform/domain';
import { Button } from '../../../components/ui';
import { errorMessageKey } from '../../../lib/errors';
import { FieldPicture } from '../../../components/templates/field-picture';
import { imageFileProblem } from './image-file';
import { useUploadImage } from '../use-builder-api';
import { BUILDER_NS } from '../builder-i18n';

export function ImageFieldEditor({ field, onChange }: { field: TField; onChange: (imageUrl: string | undefined) => void }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const local = imageFileProblem(file);
    if (local) {
      setProblem(t(`builder.image.${local}`));
      return;
    }
    try {
      const result = await upload.mutateAsync(file);
      onChange(result.url);
    } catch (error) {
      setProblem(t(errorMessageKey(error)));
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{t('builder.image.title')}</p>
      <FieldPicture url={field.imageUrl} alt={field.title} />
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="sr-only"
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => inputRef.current?.click()}>
          <ImageUp aria-hidden="true" />
          {field.imageUrl ? t('builder.image.replace') : t('builder.image.choose')}
        </Button>
        {field.imageUrl && (
          <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            <Trash2 aria-hidden="true" />
            {t('builder.image.remove')}
          </Button>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-500">
        {t('builder.image.hint')}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
