// A picture the patient attaches (camera on phones, or a file), checked, uploaded with progress, previewed, removable.
// In edit mode the stored picture is shown and kept as it is.
import { useState, type ChangeEvent, type ComponentType } from 'react';
import Camera from 'lucide-react/icons/camera';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import ImageIcon from 'lucide-react/icons/image';
import ImageUp from 'lucide-react/icons/image-up';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { Spinner } from '../components/ui/spinner';
import type { TControlProps } from './control-props';
import { IMAGE_ACCEPT, imageFileIssue, type TImageFileIssue } from './file-check';
import { useFormFillEnv, type TUploadImage } from './form-fill-env';
import { pictureClassName } from './picture';
import { forgetPreview, previewOf, rememberPreview } from './upload-previews';

/** tooMany: the link holds as many pending pictures as it may (UPLOAD_LIMIT_REACHED). */
type TUploadIssue = TImageFileIssue | 'failed' | 'tooMany';

/** Thrown by an uploader to say why the server refused the picture. */
export class UploadError extends Error {
  readonly issue: TUploadIssue;

  constructor(issue: TUploadIssue) {
    super(issue);
    this.name = 'UploadError';
    this.issue = issue;
  }
}

type TUploadState = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'error'; issue: TUploadIssue };

function fileIdOf(value: TControlProps['value']): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

type TPickButtonProps = {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  capture?: boolean;
  className?: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

function PickButton({ label, icon: Icon, capture, className, describedBy, invalid, disabled, onChange }: TPickButtonProps) {
  return (
    <label
      className={cn(
        buttonClassName('outline', 'lg'),
        'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        disabled && 'pointer-events-none opacity-50',
        className,
      )}
    >
      <Icon aria-hidden="true" />
      <span>{label}</span>
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        capture={capture ? 'environment' : undefined}
        className="sr-only"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={onChange}
      />
    </label>
  );
}

function ImageUploader({ field, value, onAnswer, ids, describedBy, invalid, disabled, upload }: TControlProps & { upload: TUploadImage }) {
  const { t } = useTranslation('publicForm');
  const { onUploading } = useFormFillEnv();
  const [state, setState] = useState<TUploadState>({ kind: 'idle' });
  const fileId = fileIdOf(value);
  const preview = fileId ? previewOf(fileId) : undefined;
  const hintId = `${ids.control}-hint`;
  const statusId = `${ids.control}-status`;
  const pickDescribedBy = [describedBy, state.kind === 'error' ? statusId : null, hintId].filter(Boolean).join(' ');

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same picture again still fires a change.
    event.target.value = '';
    if (!file) return;
    const issue = imageFileIssue(file);
    if (issue) {
      setState({ kind: 'error', issue });
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    onUploading?.(true);
    try {
      const storedId = await upload(file, (fraction) => setState({ kind: 'uploading', percent: Math.round(fraction * 100) }));
      rememberPreview(storedId, file);
      onAnswer(storedId);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'error', issue: error instanceof UploadError ? error.issue : 'failed' });
    } finally {
      onUploading?.(false);
    }
  };

  const remove = () => {
    if (fileId) forgetPreview(fileId);
    onAnswer(null);
    setState({ kind: 'idle' });
  };

  return (
    <div role="group" aria-labelledby={ids.label} aria-describedby={describedBy} className="flex flex-col gap-3" data-upload-field={field.id}>
      {fileId ? (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          {preview ? (
            <img src={preview} alt={t('upload.previewAlt')} className={pictureClassName} />
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <ImageIcon className="size-5 shrink-0" aria-hidden="true" />
              <span>{t('upload.attachedWithoutPreview')}</span>
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t('upload.attached')}
            </span>
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              className={buttonClassName('ghost', 'md', 'min-h-11 text-red-700 hover:bg-red-50 hover:text-red-800')}
            >
              <Trash2 aria-hidden="true" />
              {t('upload.remove')}
            </button>
          </div>
        </div>
      ) : state.kind === 'uploading' ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3" role="status">
          <span className="inline-flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-5 text-brand-600" />
            {t('upload.uploading', { percent: state.percent })}
          </span>
          <span className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <span className="block h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${state.percent}%` }} />
          </span>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <PickButton
              label={t('upload.takePhoto')}
              icon={Camera}
              capture
              className="pointer-fine:hidden"
              describedBy={pickDescribedBy}
              invalid={invalid}
              disabled={disabled}
              onChange={(e) => void onChange(e)}
            />
            <PickButton
              label={t('upload.choosePicture')}
              icon={ImageUp}
              describedBy={pickDescribedBy}
              invalid={invalid}
              disabled={disabled}
              onChange={(e) => void onChange(e)}
            />
          </div>
          <p id={hintId} className="text-sm text-slate-500">
            {t('upload.hint')}
          </p>
        </>
      )}
      {state.kind === 'error' && (
        <p id={statusId} role="alert" className="text-sm font-medium text-red-700">
          {t(`upload.${state.issue}`)}
        </p>
      )}
    </div>
  );
}

/** Edit mode: the picture the patient sent, loaded the practitioner's way; nothing to change. */
function StoredImageAnswer({ field, value, ids, describedBy }: TControlProps) {
  const { t } = useTranslation('publicForm');
  const { StoredImage } = useFormFillEnv();
  const fileId = fileIdOf(value);
  return (
    <div role="group" aria-labelledby={ids.label} aria-describedby={describedBy}>
      {!fileId ? (
        <p className="text-sm text-slate-500">{t('upload.none')}</p>
      ) : StoredImage ? (
        <StoredImage fileId={fileId} alt={t('upload.storedAlt', { title: field.title })} />
      ) : (
        <p className="text-sm text-slate-600">{t('upload.attachedWithoutPreview')}</p>
      )}
    </div>
  );
}

export function ImageUploadInput(props: TControlProps) {
  const { uploadImage } = useFormFillEnv();
  return uploadImage ? <ImageUploader {...props} upload={uploadImage} /> : <StoredImageAnswer {...props} />;
}
