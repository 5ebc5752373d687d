// What differs between the patient's page and the practitioner's edit mode: uploads, and how stored pictures load.
import { createContext, useContext, type ComponentType } from 'react';

export type TFormMode = 'patient' | 'practitioner';

/** Sends one picture; resolves with the stored file id. `onProgress` gets 0..1. */
export type TUploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

export type TPictureProps = { url: string | undefined; alt: string };
export type TStoredImageProps = { fileId: string; alt: string };

export type TFormFillEnv = {
  mode: TFormMode;
  /** Patient side: uploads image-upload answers. Without it, image-upload answers are shown, not changed. */
  uploadImage?: TUploadImage | undefined;
  /** Told when an upload starts (true) and ends (false), so the page can hold the submit. */
  onUploading?: ((uploading: boolean) => void) | undefined;
  /** How an image field's picture is shown (the SPA needs the session token; the public page a plain <img>). */
  Picture?: ComponentType<TPictureProps> | undefined;
  /** How an answer's stored picture is shown (practitioner side only: the files are theirs). */
  StoredImage?: ComponentType<TStoredImageProps> | undefined;
  /** Prefix of the DOM ids of the fields. */
  idPrefix: string;
};

const FormFillEnvContext = createContext<TFormFillEnv>({ mode: 'patient', idPrefix: 'ff' });

export const FormFillEnvProvider = FormFillEnvContext.Provider;

export function useFormFillEnv(): TFormFillEnv {
  return useContext(FormFillEnvContext);
}
