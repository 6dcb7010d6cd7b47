import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { HttpError } from './errors';

export interface UploadLimits {
  maxFileBytes: number;
  tooLarge: () => HttpError;
}

/**
 * multipart/form-data with one file in `field`, kept in memory (the photo pipeline re-encodes it and
 * writes only its own output). Multer's errors become clear JSON errors.
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
    await next();
  };
}

export function uploadedFile(ctx: Context): { buffer: Buffer; mimetype: string; originalname: string } | undefined {
  return (ctx.request as unknown as { file?: { buffer: Buffer; mimetype: string; originalname: string } }).file;
}
