import type { FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '@wellness/platform';
import { FILE_TOO_LARGE, MAX_IMAGE_BYTES, ONE_FILE_MAXIMUM } from '../../domain/styles';

export const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 3, parts: 5 };
export const FIELD_MAX = 255;

export interface ImageForm {
  fields: Record<string, string>;
  file?: { filename: string; data: Buffer };
}

/** Rejects a body that is not multipart before reading it. */
export const multipartOnly = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
};

/**
 * Reads a form of text fields (only those named in `allowed`, each at most 255 characters)
 * and at most one part `file` (10 MB). Anything else is 400, more files 422, too big 422.
 */
export async function readImageForm(
  request: FastifyRequest,
  allowed: readonly string[],
): Promise<ImageForm> {
  const form: ImageForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new HttpError(400, 'Only a part named file is read.');
        if (form.file) throw unprocessable(ONE_FILE_MAXIMUM);
        const data = await part.toBuffer();
        form.file = { filename: part.filename, data };
      } else {
        if (!allowed.includes(part.fieldname) || typeof part.value !== 'string') {
          throw new HttpError(400, `Unknown field ${part.fieldname.slice(0, 40)}.`);
        }
        if (part.value.length > FIELD_MAX) {
          throw new HttpError(400, `${part.fieldname} must be ${FIELD_MAX} characters or less.`);
        }
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable(FILE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw unprocessable(ONE_FILE_MAXIMUM);
    throw new HttpError(400, 'The upload could not be read.');
  }
  return form;
}

/** The headers of a stored picture: its own type, never sniffed, no script even in the page. */
export const pictureHeaders = (contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': 'inline',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'",
});
