import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorsSchema,
  HttpError,
  createdResponses,
  notFound,
  ok,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  CATEGORY_ASPECTS,
  NO_FILE,
  addGalleryImage,
  createStyleImage,
  deleteStyleImage,
  galleryImageBytes,
  libraryListing,
  setGalleryImageRemoved,
  storedImage,
  styleImage,
  styleImageBytes,
  styleImages,
  updateStyleImage,
} from '../../domain/styles';
import type { StyleImageInput } from '../../domain/styles';
import { master, masterWriting } from './access';
import { MULTIPART_LIMITS, multipartOnly, pictureHeaders, readImageForm } from './multipart';
import type { ImageForm } from './multipart';
import {
  DeletedSchema,
  FolderParams,
  GalleryImageSchema,
  IdParams,
  LibraryListingSchema,
  LibraryParams,
  PromotionParams,
  StyleImageParams,
  StyleImageSchema,
  StyleParams,
} from './schemas';

/** Not a spec message (README "Work styles and collections"). */
export const TITLE_REQUIRED = 'Title is required.';
const tags = ['styles'];
const uploadResponses = { 413: ErrorsSchema, 415: ErrorsSchema };
const multipartBody = {
  body: Type.Null(),
  description: 'multipart/form-data: text fields title, subtitle and one image part `file`',
};

/** A style image's form: a title (1-100), an optional subtitle and (to create) the picture. */
async function styleImageInput(form: ImageForm, pictureRequired: boolean) {
  const title = (form.fields.title ?? '').trim();
  if (!title) throw unprocessable(TITLE_REQUIRED);
  if (title.length > 100) throw new HttpError(400, 'title must be 100 characters or less.');
  if (pictureRequired && !form.file) throw unprocessable(NO_FILE);
  const input: StyleImageInput = { title, subtitle: form.fields.subtitle?.trim() || null };
  if (form.file) input.image = await storedImage(form.file.data, form.file.filename);
  return input;
}

/** Style images (spec 3 s7) and the promotion's image and frame libraries (spec 2 s9, s7). */
export const styleImageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(multipart, { limits: MULTIPART_LIMITS });

  fastify.get(
    '/styles/:style_id/style_images',
    {
      config: master,
      schema: { tags, params: StyleParams, response: responses(Type.Array(StyleImageSchema)) },
    },
    async (request) => ok(await styleImages(fastify.db, request.params.style_id)),
  );

  fastify.get(
    '/styles/:style_id/style_images/:id',
    {
      config: master,
      schema: { tags, params: StyleImageParams, response: responses(StyleImageSchema) },
    },
    async (request) => ok(await styleImage(fastify.db, request.params.id, request.params.style_id)),
  );

  fastify.get(
    '/style_images/:id/image',
    {
      config: master,
      schema: {
        tags,
        params: IdParams,
        response: { 200: Type.Unknown({ description: 'the picture' }), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const picture = await styleImageBytes(fastify.db, request.params.id);
      return reply.headers(pictureHeaders(picture.content_type)).send(picture.image);
    },
  );

  fastify.post(
    '/styles/:style_id/style_images',
    {
      config: { ...master, limit: 'upload' },
      schema: {
        tags,
        params: StyleParams,
        ...multipartBody,
        response: { ...createdResponses(StyleImageSchema), ...uploadResponses },
      },
      preValidation: multipartOnly,
    },
    async (request, reply) => {
      const form = await readImageForm(request, ['title', 'subtitle']);
      const input = await styleImageInput(form, true);
      const created = await createStyleImage(fastify.db, request.params.style_id, input);
      return reply.status(201).send(ok(created));
    },
  );

  fastify.put(
    '/styles/:style_id/style_images/:id',
    {
      config: { ...master, limit: 'upload' },
      schema: {
        tags,
        params: StyleImageParams,
        ...multipartBody,
        response: { ...responses(StyleImageSchema), ...uploadResponses },
      },
      preValidation: multipartOnly,
    },
    async (request) => {
      const { style_id, id } = request.params;
      await styleImage(fastify.db, id, style_id);
      const input = await styleImageInput(
        await readImageForm(request, ['title', 'subtitle']),
        false,
      );
      return ok(await updateStyleImage(fastify.db, id, style_id, input));
    },
  );

  fastify.delete(
    '/styles/:style_id/style_images/:id',
    {
      config: masterWriting,
      schema: { tags, params: StyleImageParams, response: responses(DeletedSchema) },
    },
    async (request) =>
      ok(await deleteStyleImage(fastify.db, request.params.id, request.params.style_id)),
  );

  // Spec 2 s7 "GET /gallery_images{path}" (s3 "a listing has files and folders"): the
  // promotion's file library as folders: `/`, `/{library}/`, `/{library}/{category}/`.
  fastify.get(
    '/promotions/:promotion_id/gallery_images',
    {
      config: master,
      schema: { tags, params: PromotionParams, response: responses(LibraryListingSchema) },
    },
    async (request) => {
      await promotionExists(request.params.promotion_id);
      return ok(await libraryListing(fastify.db, request.params.promotion_id));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/gallery_images/:library',
    {
      config: master,
      schema: { tags, params: FolderParams, response: responses(LibraryListingSchema) },
    },
    async (request) => {
      const { promotion_id, library } = request.params;
      await promotionExists(promotion_id);
      return ok(await libraryListing(fastify.db, promotion_id, library));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/gallery_images/:library/:category',
    {
      config: master,
      schema: { tags, params: LibraryParams, response: responses(LibraryListingSchema) },
    },
    async (request) => {
      const { promotion_id, library, category } = request.params;
      await promotionExists(promotion_id);
      return ok(await libraryListing(fastify.db, promotion_id, library, category));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/gallery_images/:library/:category',
    {
      config: { ...master, limit: 'upload' },
      schema: {
        tags,
        params: LibraryParams,
        body: Type.Null(),
        description: 'multipart/form-data with one image part `file`',
        response: { ...createdResponses(GalleryImageSchema), ...uploadResponses },
      },
      preValidation: multipartOnly,
    },
    async (request, reply) => {
      const { promotion_id, library, category } = request.params;
      await promotionExists(promotion_id);
      const form = await readImageForm(request, []);
      if (!form.file) throw unprocessable(NO_FILE);
      const image = await storedImage(
        form.file.data,
        form.file.filename,
        CATEGORY_ASPECTS[category],
      );
      const created = await addGalleryImage(fastify.db, {
        promotionId: promotion_id,
        library,
        category,
        filename: form.file.filename,
        image,
        userId: request.user!.id,
      });
      return reply.status(201).send(ok(created));
    },
  );

  // Spec 2 s7 "DELETE {edit_path}; DELETE {edit_path}?undelete=true" (s4 remove, undelete).
  fastify.delete(
    '/gallery_images/:id',
    {
      config: masterWriting,
      schema: {
        tags,
        params: IdParams,
        querystring: Type.Object(
          { undelete: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        response: responses(GalleryImageSchema),
      },
    },
    async (request) =>
      ok(await setGalleryImageRemoved(fastify.db, request.params.id, !request.query.undelete)),
  );

  // The picture (http_path): for anyone signed in to its promotion, and masters.
  fastify.get(
    '/gallery_images/:id/file',
    {
      config: { access: { allow: 'signed-in', scope: 'any' } },
      schema: {
        tags,
        params: IdParams,
        response: { 200: Type.Unknown({ description: 'the picture' }), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const picture = await galleryImageBytes(fastify.db, request.params.id);
      const user = request.user!;
      // A removed picture is shown only in the library (masters), where it can be undeleted.
      if (
        user.role !== 'Master' &&
        (user.promotion_id !== picture.promotion_id || picture.deleted)
      ) {
        throw notFound('Image');
      }
      return reply.headers(pictureHeaders(picture.content_type)).send(picture.image);
    },
  );

  async function promotionExists(id: number) {
    const [row] = await fastify.db.query('SELECT id FROM promotions WHERE id = ?', [id]);
    if (!row) throw notFound('Promotion');
  }
};
