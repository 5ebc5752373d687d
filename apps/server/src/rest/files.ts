// Image files of templates: POST /api/files (raw image body up to 5 MB) and GET /api/files/:id (access-checked). A
// patient's picture served to a signed-in reader is logged as `picture_viewed` (docs/access-log.md#kinds).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { AppError, findReadableFile, openStoredFile, recordPictureAccess, storeImage, type ApiDeps, type TUploadBody } from '@praxiform/api';
import { UPLOAD_MAX_BYTES } from '@praxiform/domain';
import { requestContext, route } from './caller';

/**
 * The request's body as an upload: streamed, with its Content-Length when sent. The declared type must start with
 * image/; the real type comes from the bytes (docs/files.md).
 */
export function uploadBodyOf(req: Request): TUploadBody {
  const contentType = String(req.headers['content-type'] ?? '');
  if (!contentType.startsWith('image/')) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const length = req.headers['content-length'];
  return { stream: req, ...(length !== undefined && /^\d+$/.test(length) ? { size: Number(length) } : {}) };
}

/**
 * Streams a readable file's bytes with the headers every stored picture gets; 404 when the store lost them. `beforeSend`
 * runs once the bytes are found and before anything is sent (the access log's entry): when it fails, nothing is.
 */
export async function sendStoredFile(
  deps: ApiDeps,
  res: Response,
  file: { storageKey: string; mimeType: string },
  beforeSend?: () => Promise<void>,
): Promise<void> {
  const object = await openStoredFile(deps, file.storageKey);
  if (!object) throw new AppError('NOT_FOUND');
  if (beforeSend) {
    try {
      await beforeSend();
    } catch (error) {
      object.body.destroy();
      throw error;
    }
  }
  res.status(200).set({
    'Content-Type': file.mimeType,
    'Content-Length': String(object.size),
    'Content-Disposition': 'inline',
    'X-Content-Type-Options': 'nosniff',
  });
  object.body.on('error', (error) => res.destroy(error));
  object.body.pipe(res);
}

async function viewerOf(deps: ApiDeps, req: Request) {
  return (await requestContext(deps, req)).user;
}

/**
 * POST /api/files, mounted by createApp before the 1 MB body guard (pictures may reach 5 MB). The session is checked
 * before the body is read; the type comes from the bytes, so "image/png" on a text file is refused.
 */
export function createFileUploadHandler(deps: ApiDeps): RequestHandler[] {
  const checkBefore: RequestHandler = (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) {
      res.status(413).set('Connection', 'close').json({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    viewerOf(deps, req)
      .then((user) => {
        if (!user) throw new AppError('UNAUTHENTICATED');
        if (!user.profileCompleted) throw new AppError('PROFILE_INCOMPLETE');
        res.locals.userId = user.id;
        next();
      })
      .catch(next);
  };
  // The body streams to storage, checked on the way (a chunked body over the limit fails with 413 too).
  const store = route(async (req, res) => {
    const stored = await storeImage(deps, { id: res.locals.userId as number }, uploadBodyOf(req));
    res.status(201).json(stored);
  });
  return [checkBefore, store];
}

export function createFilesRestRouter(deps: ApiDeps): Router {
  const rest = Router();
  rest.get(
    '/files/:id',
    route(async (req, res) => {
      const ctx = await requestContext(deps, req);
      const fileId = String(req.params.id);
      const file = await findReadableFile(deps, ctx.user, { fileId });
      if (!file) throw new AppError('NOT_FOUND');
      await sendStoredFile(deps, res, file, async () => {
        // A patient's picture is health data (one they sent, or one put in their form in edit mode): logged, and never
        // kept by the browser. A template's picture may be kept for an hour.
        const patientPicture = (await recordPictureAccess(ctx, ctx.user, { fileId })) || file.uploadScope !== null;
        res.set('Cache-Control', patientPicture ? 'no-store' : 'private, max-age=3600');
      });
    }),
  );
  return rest;
}
