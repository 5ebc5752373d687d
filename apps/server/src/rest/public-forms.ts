// REST of the public form page (docs/forms-api.md "Public form REST"): no login, the link itself is the credential.
import { Router, type Request, type RequestHandler } from 'express';
import {
  checkPublicUpload,
  loadPublicForm,
  loadPublicImage,
  storePublicUpload,
  submitPublicForm,
  type ApiDeps,
  type TPublicLink,
} from '@praxiform/api';
import { UPLOAD_MAX_BYTES } from '@praxiform/domain';
import { route, sendJson } from './caller';
import { sendStoredFile, uploadBodyOf } from './files';

const TOKEN_PATH = '/public-forms/:token';
/** Express 5 wildcard: `params` is the array of the remaining segments (identity and signature), URL-decoded. */
const GENERIC_PATH = '/public-forms/generic/:templateId/:userId/*params';

/** Upload paths, mounted by createApp before the 1 MB body guard (pictures may reach 5 MB). Generic first: it is longer. */
export const PUBLIC_FORM_UPLOAD_PATHS = [`/api${GENERIC_PATH}/files`, `/api${TOKEN_PATH}/files`];

function linkOf(req: Request): TPublicLink {
  const params = req.params as Record<string, string | string[] | undefined>;
  if (typeof params.token === 'string') return { kind: 'token', token: params.token };
  return {
    kind: 'generic',
    templateId: String(params.templateId ?? ''),
    userId: String(params.userId ?? ''),
    params: Array.isArray(params.params) ? params.params : [],
  };
}

/**
 * Every answer under /api/public-forms: never cached (a shared computer's back button must not show a patient's form),
 * and no Referer to any other site (the URL is the credential; helmet already sets the policy everywhere).
 */
export const publicFormHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  next();
};

/** POST .../files: size, rate limit and an open link are checked before the body is read; the type comes from the bytes. */
export function createPublicFormUploadHandler(deps: ApiDeps): RequestHandler[] {
  const checkBefore: RequestHandler = (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) {
      res.status(413).set('Connection', 'close').json({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    checkPublicUpload({ ...deps, ip: req.ip ?? null }, { link: linkOf(req) }).then(() => next(), next);
  };
  const store = route(async (req, res) => {
    res.status(201).json(await storePublicUpload(deps, { link: linkOf(req), body: uploadBodyOf(req) }));
  });
  return [checkBefore, store];
}

export function createPublicFormsRestRouter(deps: ApiDeps): Router {
  const rest = Router();
  // The pictures of image fields, through the link (before the generic GET, whose wildcard would take the path).
  for (const path of [`${GENERIC_PATH}/images/:fileId`, `${TOKEN_PATH}/images/:fileId`]) {
    rest.get(
      path,
      route(async (req, res) => {
        const file = await loadPublicImage(deps, { link: linkOf(req), fileId: String(req.params.fileId) });
        await sendStoredFile(deps, res, file);
      }),
    );
  }
  for (const path of [GENERIC_PATH, TOKEN_PATH]) {
    rest.get(
      path,
      route(async (req, res) => {
        sendJson(res, 200, { form: await loadPublicForm(deps, { link: linkOf(req) }) });
      }),
    );
    rest.post(
      path,
      route(async (req, res) => {
        // The practitioner's mail goes after the answer: the patient never waits for SMTP (failures are logged).
        const { showCrisisMessage } = await submitPublicForm({ ...deps, ip: req.ip ?? null }, { link: linkOf(req), body: req.body });
        // Whether the thank-you page shows the crisis lines (docs/scores.md#crisis-message); never a point or a score.
        sendJson(res, 201, { success: true, showCrisisMessage });
      }),
    );
  }
  return rest;
}
