import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HttpError,
  IdParam,
  canManagePromotion,
  createdResponses,
  notFound,
  ok,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  DEFAULT_REPLY_COUNT,
  EXPERT_WALL_ROLES,
  GENERIC_VIEWER,
  canReachWall,
  createPost,
  deletePost,
  expertWalls,
  findPost,
  NOT_ALLOWED,
  flaggedPage,
  isCoordinator,
  loadViewer,
  promotionChannel,
  promotionOfPost,
  removeTag,
  setFlagged,
  wallPage,
} from '../../domain/posts';
import { notifyComment, notifyTags } from '../../domain/notifications';
import { checkPostBadges } from './badges';
import {
  FlagSchema,
  NewPostSchema,
  PostParams,
  PostSchema,
  TaggedUserSchema,
  WallQuerySchema,
} from './schemas';

const signedIn = { access: { allow: 'signed-in', scope: 'promotion' } } as const;

const viewerOf = (fastify: FastifyInstance, request: FastifyRequest) =>
  loadViewer(fastify.db, request.user!);

/**
 * The promotion a moderation call works in: the caller's own, or — for a super user on the
 * coordinator dashboard — another promotion they manage (the post's, or `promotion_id` of
 * the flagged list). Anything else stays the caller's own, where another promotion's post
 * is simply not found.
 */
async function moderatedPromotion(
  fastify: FastifyInstance,
  request: FastifyRequest,
  promotionId: number | undefined,
): Promise<number> {
  const own = request.user!.promotion_id;
  if (promotionId === undefined || promotionId === own) return own;
  const user = request.user!;
  const reaches =
    (await canReachWall(fastify.db, user, promotionId)) ||
    (await canManagePromotion(fastify.db, user, promotionId));
  return reaches ? promotionId : own;
}

/**
 * The promotion whose wall a read or a post is on: the caller's own, or another promotion's
 * wall an expert (Poster) or Master reaches (README "Expert walls"), named by a Promotion
 * wall's id or by the post a comment (list) hangs on. Another promotion's wall out of reach is
 * 404 `Wall could not be found`; a post out of reach stays in the caller's promotion, where it
 * is not found.
 */
async function wallPromotion(
  fastify: FastifyInstance,
  request: FastifyRequest,
  wall: { wallable_type?: string; wallable_id?: number; parent_post_id?: number | null },
): Promise<number> {
  const own = request.user!.promotion_id;
  const postId =
    wall.parent_post_id ?? (wall.wallable_type === 'Post' ? wall.wallable_id : undefined);
  if (postId)
    return moderatedPromotion(fastify, request, await promotionOfPost(fastify.db, postId));
  if ((wall.wallable_type ?? 'Promotion') !== 'Promotion' || wall.wallable_id === undefined)
    return own;
  if (wall.wallable_id === own) return own;
  if (await canReachWall(fastify.db, request.user!, wall.wallable_id)) return wall.wallable_id;
  throw notFound('Wall');
}

export const postRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/posts',
    {
      config: signedIn,
      schema: {
        tags: ['posts'],
        querystring: WallQuerySchema,
        response: responses(
          Type.Array(PostSchema),
          Type.Object({ total_records: Type.Integer(), page_size: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { page_size = 20, page = 1, reply_count = DEFAULT_REPLY_COUNT } = request.query;
      const viewer = await viewerOf(fastify, request);
      if (request.query.promotion_id !== undefined && !request.query.flagged)
        throw unprocessable('promotion_id is only used with flagged=true.');
      if (request.query.flagged) {
        if (!isCoordinator(viewer)) throw new HttpError(403, NOT_ALLOWED);
        const promotionId = await moderatedPromotion(fastify, request, request.query.promotion_id);
        if (request.query.promotion_id !== undefined && promotionId !== request.query.promotion_id)
          throw notFound('Promotion');
        const flagged = await flaggedPage(fastify.db, promotionId, viewer, {
          page_size,
          page,
        });
        return ok(flagged.posts, { total_records: flagged.total, page_size });
      }
      const promotionId = await wallPromotion(fastify, request, request.query);
      const { posts, total } = await wallPage(fastify.db, promotionId, viewer, {
        ...request.query,
        page_size,
        page,
        reply_count,
      });
      return ok(posts, { total_records: total, page_size });
    },
  );

  fastify.get(
    '/posts/:id',
    {
      config: signedIn,
      schema: { tags: ['posts'], params: PostParams, response: responses(PostSchema) },
    },
    async (request) => {
      const viewer = await viewerOf(fastify, request);
      const promotionId = await moderatedPromotion(
        fastify,
        request,
        await promotionOfPost(fastify.db, request.params.id),
      );
      return ok(await findPost(fastify.db, request.params.id, promotionId, viewer));
    },
  );

  fastify.post(
    '/posts',
    {
      config: { ...signedIn, limit: 'write' },
      schema: { tags: ['posts'], body: NewPostSchema, response: createdResponses(PostSchema) },
    },
    async (request, reply) => {
      const { body } = request;
      const promotionId = await wallPromotion(fastify, request, body);
      const userId = request.user!.id;
      const channel = await promotionChannel(fastify.db, promotionId);
      if (channel === null) throw notFound('Promotion');
      const created = await createPost(fastify.db, {
        ...body,
        parent_post_id: body.parent_post_id ?? undefined,
        postable_type: body.postable_type ?? undefined,
        postable_id: body.postable_id ?? undefined,
        promotionId,
        userId,
      });
      await fastify.events.publish({
        type: 'newPostCreated',
        promotion_id: promotionId,
        audience: { kind: 'promotion', id: channel },
        payload: await findPost(fastify.db, created.id, promotionId, GENERIC_VIEWER),
      });
      const context = {
        db: fastify.db,
        events: fastify.events,
        log: request.log,
        promotionId,
        actorId: userId,
      };
      if (created.parent && created.parentId)
        await notifyComment(context, created.parent.user_id, created.parentId, created.id);
      await notifyTags(context, created.tagged, created.id, created.parentId);
      await checkPostBadges(fastify, request, created, body.postable_type);
      const viewer = await viewerOf(fastify, request);
      const post = await findPost(fastify.db, created.id, promotionId, viewer);
      return reply.status(201).send(ok(post));
    },
  );

  /** Report (is_flagged true) or unreport (false): spec 2 s6. */
  fastify.put(
    '/posts/:id',
    {
      config: { ...signedIn, limit: 'write' },
      schema: {
        tags: ['posts'],
        params: PostParams,
        body: FlagSchema,
        response: responses(PostSchema),
      },
    },
    async (request) => {
      const viewer = await viewerOf(fastify, request);
      // Reporting is for the caller's own wall; unreporting is moderation (managed promotions).
      const promotionId = request.body.is_flagged
        ? request.user!.promotion_id
        : await moderatedPromotion(
            fastify,
            request,
            await promotionOfPost(fastify.db, request.params.id),
          );
      await setFlagged(fastify.db, request.params.id, promotionId, viewer, request.body.is_flagged);
      return ok(await findPost(fastify.db, request.params.id, promotionId, viewer));
    },
  );

  fastify.delete(
    '/posts/:id',
    {
      config: { ...signedIn, limit: 'write' },
      schema: {
        tags: ['posts'],
        params: PostParams,
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      const viewer = await viewerOf(fastify, request);
      const promotionId = await moderatedPromotion(
        fastify,
        request,
        await promotionOfPost(fastify.db, request.params.id),
      );
      await deletePost(fastify.db, request.params.id, promotionId, viewer);
      return ok({ id: request.params.id });
    },
  );

  // Spec 2 s2 go.u.wallexpert.walls: the walls the expert wall's selector offers.
  fastify.get(
    '/wall_expert/walls',
    {
      config: { access: { allow: EXPERT_WALL_ROLES, scope: 'any' } },
      schema: {
        tags: ['posts'],
        response: responses(
          Type.Array(
            Type.Object({
              id: Type.Integer(),
              program_name: Type.String(),
              subdomain: Type.String(),
            }),
          ),
        ),
      },
    },
    async (request) => ok(await expertWalls(fastify.db, request.user!)),
  );

  /** Removes the caller's own tag. */
  fastify.delete(
    '/posts/:id/tags/:user_id',
    {
      config: { ...signedIn, limit: 'write' },
      schema: {
        tags: ['posts'],
        params: Type.Object({ id: IdParam, user_id: IdParam }),
        response: responses(Type.Object({ tagged_users: Type.Array(TaggedUserSchema) })),
      },
    },
    async (request) => {
      const viewer = await viewerOf(fastify, request);
      const tagged = await removeTag(
        fastify.db,
        request.params.id,
        request.params.user_id,
        request.user!.promotion_id,
        viewer,
      );
      return ok({ tagged_users: tagged });
    },
  );
};
