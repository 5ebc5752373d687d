// Image files of templates: POST /api/files (raw image body up to 5 MB) and GET /api/files/:id (access-checked).
import { createReadStream } from 'node:fs';
import express, { Router, type RequestHandler } from 'express';
import { AppError, findReadableFile, storeImage, type ApiDeps } from '@praxiform/api';
import { UPLOAD_MAX_BYTES } from '@praxiform/domain';
import { requestContext, route } from './caller';

async function viewerOf(deps: ApiDeps, req: express.Request) {
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
  // Any content type is read as bytes (a chunked body over the limit fails with 413 here too).
  const readBody = express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES });
  const store = route(async (req, res) => {
    const contentType = String(req.headers['content-type'] ?? '');
    const bytes: unknown = req.body;
    if (!contentType.startsWith('image/') || !(bytes instanceof Buffer)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
    const stored = await storeImage(deps, { id: res.locals.userId as number }, { bytes });
    res.status(201).json(stored);
  });
  return [checkBefore, readBody, store];
}

export function createFilesRestRouter(deps: ApiDeps): Router {
  const rest = Router();
  rest.get(
    '/files/:id',
    route(async (req, res) => {
      const user = await viewerOf(deps, req);
      const file = await findReadableFile(deps, user, { fileId: String(req.params.id) });
      if (!file) throw new AppError('NOT_FOUND');
      res.status(200).set({
        'Content-Type': file.mimeType,
        'Content-Length': String(file.size),
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        // A patient's picture is health data: never kept by the browser. A template's picture may be, for an hour.
        'Cache-Control': file.uploadScope === null ? 'private, max-age=3600' : 'no-store',
      });
      const stream = createReadStream(file.path);
      stream.on('error', (error) => res.destroy(error));
      stream.pipe(res);
    }),
  );
  return rest;
}
