import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, PageQuery, ok, responses } from '@wellness/platform';
import {
  GALLERY_FILTERS,
  GALLERY_PAGE_SIZE,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  findGalleryPost,
  galleryPage,
  listFrames,
  updateGalleryPost,
} from '../../domain/gallery';
import { loadViewer } from '../../domain/posts';
import { PostSchema } from '../schemas';

const signedIn = { access: { allow: 'signed-in', scope: 'promotion' } } as const;

const GallerySchema = Type.Union([
  Type.Object({
    title: Type.String(),
    description: Type.String(),
    public_gallery: Type.Boolean(),
    work_id: Type.Integer(),
    image: Type.Object({ url: Type.String() }),
    frame: Type.Union([Type.Object({ id: Type.Integer(), url: Type.String() }), Type.Null()]),
  }),
  Type.Null(),
]);
const GalleryPostSchema = Type.Object({ ...PostSchema.properties, gallery: GallerySchema });

const FrameSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  url: Type.String(),
});

/**
 * The art gallery (spec 2 "Art gallery", /art-gallery/{filter}): finished works posted to the
 * promotion's Gallery wall. Comments, reporting ("Report Art") and removing ("Remove Art") are
 * the wall's routes on the gallery post (/posts).
 */
export const galleryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/gallery_posts',
    {
      config: signedIn,
      schema: {
        tags: ['gallery'],
        querystring: Type.Object(
          {
            filter: Type.Optional(Type.Union(GALLERY_FILTERS.map((f) => Type.Literal(f)))),
            ...PageQuery,
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(GalleryPostSchema),
          Type.Object({ total_records: Type.Integer(), page_size: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { filter = 'all', page_size = GALLERY_PAGE_SIZE, page = 1 } = request.query;
      const viewer = await loadViewer(fastify.db, request.user!);
      const { posts, total } = await galleryPage(
        fastify.db,
        request.user!.promotion_id,
        viewer,
        filter,
        { page_size, page },
      );
      return ok(posts, { total_records: total, page_size });
    },
  );

  fastify.get(
    '/gallery_posts/frames',
    {
      config: signedIn,
      schema: { tags: ['gallery'], response: responses(Type.Array(FrameSchema)) },
    },
    async (request) => ok(await listFrames(fastify.db, request.user!.promotion_id)),
  );

  fastify.get(
    '/gallery_posts/:id',
    {
      config: signedIn,
      schema: {
        tags: ['gallery'],
        params: Type.Object({ id: IdParam }),
        response: responses(GalleryPostSchema),
      },
    },
    async (request) => {
      const viewer = await loadViewer(fastify.db, request.user!);
      return ok(
        await findGalleryPost(fastify.db, request.params.id, request.user!.promotion_id, viewer),
      );
    },
  );

  /** The owner's single-work edit dialog: title, description, frame, public gallery. */
  fastify.put(
    '/gallery_posts/:id',
    {
      config: { ...signedIn, limit: 'write' },
      schema: {
        tags: ['gallery'],
        params: Type.Object({ id: IdParam }),
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ maxLength: MAX_TITLE_LENGTH })),
            description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION_LENGTH })),
            public_gallery: Type.Optional(Type.Boolean()),
            frame_image_id: Type.Optional(Type.Union([IdParam, Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: responses(GalleryPostSchema),
      },
    },
    async (request) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      await updateGalleryPost(fastify.db, {
        id: request.params.id,
        promotionId,
        userId,
        changes: request.body,
      });
      const viewer = await loadViewer(fastify.db, request.user!);
      return ok(await findGalleryPost(fastify.db, request.params.id, promotionId, viewer));
    },
  );
};
