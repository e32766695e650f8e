/**
 * Image uploads and the files they become (docs/host-pages.md#images):
 *
 * - `POST /_/api/images?purpose=avatar|story`, the file's bytes as the body (any Content-Type),
 *   signed in, with the session's `x-xsrf-token` header: 201 `{image: {id, purpose, width, height,
 *   variants: [{name, width, height, url}]}}`; refused with `{error}` and 400 (unreadable, too many
 *   pixels, no purpose), 401 (signed out), 403 (no xsrf token), 413 (over IMAGE_UPLOAD_MAX_MB),
 *   415 (not an image, or a type Inkpot does not take) or 429 with Retry-After (the account's
 *   `image-upload:account` allowance is spent). Nothing is kept of a refused upload.
 * - `GET /_/api/images/{id}/{variant}.webp`: the variant, cached for a year (the URL is
 *   content-addressed: the id is the upload's hash).
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import {
  IMAGE_ERRORS,
  IMAGE_PURPOSES,
  IMAGES_PATH,
  imageUrl,
  isImageId,
  type ImagePurpose,
} from '@inkpot/shared-contracts/images';
import { imageVariantFile, storeImage } from '../images/image-store.ts';
import { sessionOf, type ApiDeps } from './request-context.ts';

const XSRF_HEADER = 'x-xsrf-token';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isPurpose = (value: unknown): value is ImagePurpose =>
  typeof value === 'string' && (IMAGE_PURPOSES as readonly string[]).includes(value);

export function imageRoutes(deps: ApiDeps) {
  const router = Router();
  const maxMb = deps.config.IMAGE_UPLOAD_MAX_MB;
  const maxBytes = maxMb * 1024 * 1024;
  const refuse = (res: Response, status: number, message: string) =>
    res.status(status).set('Cache-Control', 'no-store').json({ error: message });

  router.post(
    IMAGES_PATH,
    async (req: Request, res: Response, next: NextFunction) => {
      // Who and what first: a refused upload is not read at all.
      const session = await sessionOf(deps, req);
      if (!session) return refuse(res.set('Connection', 'close'), 401, IMAGE_ERRORS.signIn);
      if (req.get(XSRF_HEADER) !== session.xsrf)
        return refuse(res.set('Connection', 'close'), 403, 'Missing or invalid xsrf token.');
      if (!isPurpose(req.query.purpose)) return refuse(res.set('Connection', 'close'), 400, IMAGE_ERRORS.purpose);
      if (Number(req.get('content-length')) > maxBytes)
        return refuse(res.set('Connection', 'close'), 413, IMAGE_ERRORS.tooLarge(maxMb));
      // Every upload that gets this far costs a decode and is kept: a few tens per account in 10
      // minutes (src/auth/rate-limits.ts), then nothing until the window ends.
      const spent = await deps.services.rateLimits.consume('image-upload:account', session.userId);
      if (!spent.allowed) {
        res.set({ Connection: 'close', 'Retry-After': String(spent.retryAfterSeconds) });
        return refuse(res, 429, IMAGE_ERRORS.tooManyUploads(spent.retryAfterSeconds));
      }
      res.locals.uploader = session.userId;
      next();
    },
    // The body as bytes whatever its declared type (a file picker's type is a guess from its name).
    express.raw({ type: () => true, limit: maxBytes }),
    async (req: Request, res: Response) => {
      const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
      const outcome = await storeImage(deps.db, {
        bytes,
        purpose: req.query.purpose as ImagePurpose,
        uploadedBy: String(res.locals.uploader),
        maxBytes,
        maxMb,
      });
      if (!outcome.ok) return refuse(res, outcome.status, outcome.message);
      const { image } = outcome;
      res
        .status(201)
        .set('Cache-Control', 'no-store')
        .json({
          image: {
            ...image,
            variants: image.variants.map((variant) => ({ ...variant, url: imageUrl(image.id, variant.name) })),
          },
        });
    },
  );

  router.get(`${IMAGES_PATH}/:id/:file`, async (req: Request, res: Response) => {
    const id = String(req.params.id);
    const match = /^([a-z0-9-]+)\.webp$/.exec(String(req.params.file));
    const file = isImageId(id) && match?.[1] ? await imageVariantFile(deps.db, id, match[1]) : null;
    if (!file) return refuse(res, 404, IMAGE_ERRORS.unknownImage);
    const etag = `"${id}-${match?.[1]}"`;
    res.set({ 'Cache-Control': IMMUTABLE, ETag: etag, 'Content-Type': file.contentType });
    if (req.get('if-none-match') === etag) return res.status(304).end();
    res.send(Buffer.from(file.bytes));
  });

  // express.raw's own refusal of a body over the limit (a chunked one, which declared no length).
  router.use(IMAGES_PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((error as { type?: string }).type === 'entity.too.large') return refuse(res, 413, IMAGE_ERRORS.tooLarge(maxMb));
    next(error);
  });
  return router;
}
