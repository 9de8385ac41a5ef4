import type { FastifyRequest } from 'fastify';
import { HttpError, unprocessable } from '@wellness/platform';
import { FILE_TOO_LARGE, NO_FILE, ONE_FILE_MAXIMUM } from '../../domain/uploads';
import type { UploadedFile } from '../../domain/uploads';

/** @fastify/multipart's limit errors, as spec 2's messages. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: FILE_TOO_LARGE,
  FST_FILES_LIMIT: ONE_FILE_MAXIMUM,
};

/** Reads the one `file` part into memory (at most 10 MB) and the text fields. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new HttpError(400, `Unknown file field '${part.fieldname}'.`);
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (LIMIT_MESSAGES[code]) throw unprocessable(LIMIT_MESSAGES[code]);
    throw new HttpError(400, 'The upload could not be read.');
  }
  if (!file) throw unprocessable(NO_FILE);
  return { file, fields };
}
