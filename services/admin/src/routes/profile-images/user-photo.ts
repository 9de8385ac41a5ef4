import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok, responses } from '@wellness/platform';
import {
  chooseProfileImage,
  profileImagesOf,
  serializeProfileImage,
} from '../../domain/profile-images';
import { editableUser } from '../../domain/settings';
import { ProfileImageSchema } from './schemas';

// The settings rule (src/domain/settings/access.ts) decides per user in the handler.
const anyEditor = { access: { allow: 'signed-in', scope: 'managed' } } as const;
const UserParams = Type.Object({ id: IdParam }, { additionalProperties: false });

const ProfilePhotoSchema = Type.Object({
  id: Type.Integer(),
  image_url: Type.Union([Type.String(), Type.Null()]),
  images: Type.Array(ProfileImageSchema),
});

/**
 * Spec 3 s7 "Profile save (user_id, image, id)" and s8 'Could not update profile photo. Please
 * try again.': the Edit Personal Settings tab offers the promotion's profile images.
 */
export const profilePhotoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const photoOf = async (id: number) => {
    const [row]: Array<{ promotion_id: number; image_url: string | null }> = await fastify.db.query(
      'SELECT promotion_id, image_url FROM users WHERE id = ?',
      [id],
    );
    const images = await profileImagesOf(fastify.db, Number(row!.promotion_id));
    return { id, image_url: row!.image_url, images: images.map(serializeProfileImage) };
  };

  fastify.get(
    '/users/:id/profile_image',
    {
      config: anyEditor,
      schema: { tags: ['settings'], params: UserParams, response: responses(ProfilePhotoSchema) },
    },
    async (request) => {
      const user = await editableUser(fastify.db, request.user!, request.params.id);
      return ok(await photoOf(user.id));
    },
  );

  fastify.put(
    '/users/:id/profile_image',
    {
      config: { ...anyEditor, limit: 'write' },
      schema: {
        tags: ['settings'],
        params: UserParams,
        body: Type.Object({ image_id: IdParam }, { additionalProperties: false }),
        response: responses(ProfilePhotoSchema),
      },
    },
    async (request) => {
      const user = await editableUser(fastify.db, request.user!, request.params.id);
      await chooseProfileImage(fastify.db, user, request.body.image_id);
      return ok(await photoOf(user.id));
    },
  );
};
