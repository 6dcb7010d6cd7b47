import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { HttpError } from './errors';
import { precheck, validationFailed } from './validate';

export interface UploadLimits {
  maxFileBytes: number;
  tooLarge: () => HttpError;
}

/**
 * multipart/form-data with one file in `field`, kept in memory (the photo pipeline re-encodes it and
 * writes only its own output). Multer's errors become clear JSON errors. The form's text fields
 * (ctx.request.body; a JSON body when the request was not multipart) are refused with 400 when one
 * holds a control character, like validate() does, also on routes that do not read them.
 */
export function singleFileUpload(field: string, limits: UploadLimits) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limits.maxFileBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 },
  }).single(field);
  return async (ctx: Context, next: Next) => {
    try {
      await upload(ctx as never, async () => {});
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') throw limits.tooLarge();
      if (code === 'LIMIT_UNEXPECTED_FILE') throw new HttpError(400, 'UPLOAD_UNEXPECTED_FILE', `Send the photo in the "${field}" field, one file only.`);
      if (code?.startsWith('LIMIT_')) throw new HttpError(413, 'UPLOAD_TOO_LARGE', 'The form has too many or too large fields.');
      throw new HttpError(400, 'UPLOAD_MALFORMED', 'The upload was incomplete or malformed. Please try again.');
    }
    // What validate() refuses in any part: too deep nesting, prototype keys, control characters.
    const refused = precheck(undefined, (ctx.request as { body?: unknown }).body);
    if (refused.length > 0) throw validationFailed(refused);
    await next();
  };
}

export function uploadedFile(ctx: Context): { buffer: Buffer; mimetype: string; originalname: string } | undefined {
  return (ctx.request as unknown as { file?: { buffer: Buffer; mimetype: string; originalname: string } }).file;
}
