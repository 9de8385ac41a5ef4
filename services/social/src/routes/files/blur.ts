import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, HttpError, ok, responses } from '@wellness/platform';
import { loadSocialSettings } from '../../config';
import {
  UPLOAD_QUOTA_REACHED,
  blurExists,
  blurImage,
  blurSource,
  blurredUrl,
  releaseUploadBytes,
  reserveUploadBytes,
  storeBlur,
} from '../../domain/uploads';

/**
 * Spec 3 s7 "PUT /files/blur with image_path returns blur_url": a blurred background made
 * from an uploaded image, once (README "Blurred backgrounds"). Staff make backgrounds.
 */
export const blurRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { uploadDir } = loadSocialSettings();

  fastify.put(
    '/files/blur',
    {
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' }, limit: 'upload' },
      schema: {
        tags: ['files'],
        body: Type.Object(
          { image_path: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: responses(Type.Object({ blur_url: Type.String() })),
      },
    },
    async (request) => {
      const promotionId = request.promotion?.id ?? request.user!.promotion_id;
      const source = blurSource(request.body.image_path, String(promotionId));
      const blur_url = blurredUrl(source);
      if (await blurExists(uploadDir, source)) return ok({ blur_url });
      const data = await blurImage(uploadDir, source);
      if (!(await reserveUploadBytes(fastify.db, promotionId, data.length))) {
        throw new HttpError(413, UPLOAD_QUOTA_REACHED);
      }
      const release = () => releaseUploadBytes(fastify.db, promotionId, data.length);
      try {
        // False when another request stored it meanwhile: these bytes are not kept.
        if (!(await storeBlur(uploadDir, source, data))) await release();
      } catch (error) {
        await release();
        throw error;
      }
      return ok({ blur_url });
    },
  );
};
