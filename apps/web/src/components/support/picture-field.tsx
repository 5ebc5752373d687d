// The optional picture of a support message: JPEG, PNG, GIF or WebP, 5 MB at most, checked here as the server checks
// it (docs/support-api.md#pictures), uploaded by the form when it is sent.
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@praxiform/domain';
import { Button, cn } from '../ui';

/** The error code of a picture the server would refuse, or null. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): 'FILE_TYPE_NOT_ALLOWED' | 'PAYLOAD_TOO_LARGE' | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size > UPLOAD_MAX_BYTES) return 'PAYLOAD_TOO_LARGE';
  return null;
}

export function PictureField({
  file,
  error,
  disabled,
  onChange,
}: {
  file: File | null;
  error: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('support');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('picture.label')} <span className="font-normal text-slate-500">{t('picture.optional')}</span>
      </label>
      {file ? (
        <div className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <span className="min-w-0 truncate text-slate-800">{file.name}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            <X aria-hidden="true" />
            {t('picture.remove')}
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="peer sr-only"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {/* The browser's own file button speaks the browser's language, not the page's: this one is drawn in the page's
          language; the input above keeps the focus, the name and the keyboard, and shows its focus ring here. */}
      {!file && (
        <span
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg text-sm text-slate-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <span className="shrink-0 rounded-lg bg-brand-50 px-3 py-2 font-medium whitespace-nowrap text-brand-800 hover:bg-brand-100">
            {t('picture.choose')}
          </span>
          {t('picture.none')}
        </span>
      )}
      <p id={`${id}-hint`} className="flex items-center gap-1 text-xs text-slate-500">
        <ImagePlus className="size-3.5" aria-hidden="true" />
        {t('picture.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
