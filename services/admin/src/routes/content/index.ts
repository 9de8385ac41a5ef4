import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  COORDINATOR_OR_ABOVE,
  createdResponses,
  notFound,
  ok,
  pageOf,
  responses,
} from '@wellness/platform';
import {
  CONTENT_CATEGORIES,
  CONTENT_NOT_FOUND,
  assertGuestMayReadCategory,
  assertMayEdit,
  assertMayRead,
  contentHtml,
  createContent,
  deleteContent,
  isContentStaff,
  mergedCategory,
  reorderContent,
  resetToDefault,
  saveContent,
} from '../../domain/content';
import {
  CategorySchema,
  ContentCreateBody,
  ContentGroupSchema,
  ContentItemSchema,
  ContentUpdateBody,
  ItemParams,
  KeyParams,
  ListQuery,
  PromotionParams,
  ReorderBody,
  ReorderQuery,
} from './schemas';
import { groupItems, serializeContent, serializeMerged } from './serialize';

/** Reading: any caller; the handler narrows anonymous callers to public categories. */
const readers = { access: { allow: 'anonymous', scope: 'managed' } } as const;
/** Editing: coordinator or above, for promotions they manage (the default one: masters). */
const editors = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;

/** The item as the promotion now sees it, after a write. */
async function asSeen(fastify: FastifyInstance, promotionId: number, category: string, id: number) {
  const item = (await mergedCategory(fastify.db, promotionId, category)).find(
    (candidate) => candidate.row.id === id,
  );
  if (!item) throw notFound(CONTENT_NOT_FOUND);
  return serializeMerged(item);
}

/** Spec 3 "Content editor" and section 7 "Content and keywords". */
export const contentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/content_categories',
    {
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'none' } },
      schema: { tags: ['content'], response: responses(Type.Array(CategorySchema)) },
    },
    async () =>
      ok(
        CONTENT_CATEGORIES.map((entry) => ({
          ...entry,
          keys: entry.keys ?? {},
          custom_fields: entry.custom_fields ?? [],
          read_only_add: entry.read_only_add ?? false,
          public: entry.public ?? false,
          placeholders: entry.placeholders ?? {},
        })),
      ),
  );

  fastify.get(
    '/promotions/:promotion_id/custom_content',
    {
      config: readers,
      schema: {
        tags: ['content'],
        params: PromotionParams,
        querystring: ListQuery,
        response: responses(
          Type.Union([Type.Array(ContentItemSchema), Type.Array(ContentGroupSchema)]),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      const {
        category,
        key,
        hidden = false,
        structured,
        html,
        page_size = 0,
        page = 1,
      } = request.query;
      assertMayRead(request, promotion_id, category, hidden);
      await assertGuestMayReadCategory(fastify, request, promotion_id, category);
      const items = (await mergedCategory(fastify.db, promotion_id, category))
        .filter((item) => (hidden && isContentStaff(request.user)) || !item.row.hidden)
        .filter((item) => key === undefined || item.row.key === key)
        .map(serializeMerged);
      const paged = pageOf(items, { page_size, page });
      const shown = html
        ? paged.map((item) => ({ ...item, content_html: contentHtml(item.content) }))
        : paged;
      return ok(structured ? groupItems(shown) : shown, { total_records: items.length });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/custom_content/:category/:key',
    {
      config: readers,
      schema: { tags: ['content'], params: KeyParams, response: responses(ContentItemSchema) },
    },
    async (request) => {
      const { promotion_id, category, key } = request.params;
      assertMayRead(request, promotion_id, category, false);
      await assertGuestMayReadCategory(fastify, request, promotion_id, category);
      const item = (await mergedCategory(fastify.db, promotion_id, category)).find(
        (candidate) => candidate.row.key === key,
      );
      if (!item || (item.row.hidden && !isContentStaff(request.user))) {
        throw notFound(CONTENT_NOT_FOUND);
      }
      return ok(serializeMerged(item));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/custom_content',
    {
      config: { ...editors, limit: 'write' },
      schema: {
        tags: ['content'],
        params: PromotionParams,
        body: ContentCreateBody,
        response: createdResponses(ContentItemSchema),
      },
    },
    async (request, reply) => {
      const { promotion_id } = request.params;
      assertMayEdit(request.user, promotion_id);
      const row = await createContent(fastify.db, promotion_id, request.body);
      return reply.status(201).send(ok(await asSeen(fastify, promotion_id, row.category, row.id)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/custom_content/:id',
    {
      config: { ...editors, limit: 'write' },
      schema: {
        tags: ['content'],
        params: ItemParams,
        body: ContentUpdateBody,
        response: responses(ContentItemSchema, Type.Object({ copied: Type.Boolean() })),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      assertMayEdit(request.user, promotion_id);
      const { row, copied } = await saveContent(fastify.db, promotion_id, id, request.body);
      return ok(await asSeen(fastify, promotion_id, row.category, row.id), { copied });
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/custom_content/:id',
    {
      config: { ...editors, limit: 'write' },
      schema: { tags: ['content'], params: ItemParams, response: responses(Type.Null()) },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      assertMayEdit(request.user, promotion_id);
      await deleteContent(fastify.db, promotion_id, id);
      return ok(null);
    },
  );

  fastify.post(
    '/promotions/:promotion_id/custom_content/:id/reset',
    {
      config: { ...editors, limit: 'write' },
      schema: {
        tags: ['content'],
        params: ItemParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: responses(ContentItemSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      assertMayEdit(request.user, promotion_id);
      const fallback = await resetToDefault(fastify.db, promotion_id, id);
      return ok(serializeContent(fallback, { is_default: true, is_override: false }));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/custom_content/reorder',
    {
      config: { ...editors, limit: 'write' },
      schema: {
        tags: ['content'],
        params: PromotionParams,
        querystring: ReorderQuery,
        body: ReorderBody,
        response: responses(Type.Array(ContentItemSchema)),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      const { category, hidden = false } = request.query;
      assertMayEdit(request.user, promotion_id);
      const items = await reorderContent(
        fastify.db,
        promotion_id,
        category,
        request.body.sequence,
        hidden,
      );
      return ok(items.filter((item) => hidden || !item.row.hidden).map(serializeMerged));
    },
  );
};
