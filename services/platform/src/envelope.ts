import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { MAX_PAGE, MAX_PAGE_SIZE } from './sql';

/** `{errors: [...]}`: the body of every failure. */
export const ErrorsSchema = Type.Object({ errors: Type.Array(Type.String()) });

const ErrorResponses = {
  400: ErrorsSchema,
  401: ErrorsSchema,
  403: ErrorsSchema,
  404: ErrorsSchema,
  409: ErrorsSchema,
  422: ErrorsSchema,
  429: ErrorsSchema,
};

export const MetaSchema = Type.Object({}, { additionalProperties: true });

/** `{data, meta}`: the body of every success. */
export const Envelope = <D extends TSchema, M extends TSchema>(data: D, meta?: M) =>
  Type.Object({ data, meta: meta ?? MetaSchema });

/** A route's response schemas: the 200 success envelope and the error bodies. */
export const responses = <D extends TSchema, M extends TSchema = typeof MetaSchema>(
  data: D,
  meta?: M,
) => ({
  200: Type.Object({ data, meta: meta ?? (MetaSchema as unknown as M) }),
  ...ErrorResponses,
});

/** The same for a route that creates: 201. */
export const createdResponses = <D extends TSchema, M extends TSchema = typeof MetaSchema>(
  data: D,
  meta?: M,
) => ({
  201: Type.Object({ data, meta: meta ?? (MetaSchema as unknown as M) }),
  ...ErrorResponses,
});

export const ok = <D, M extends Record<string, unknown> = Record<string, never>>(
  data: D,
  meta?: M,
) => ({
  data,
  meta: meta ?? ({} as M),
});

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE }));

/** A paged list: pages of page_size (1 to MAX_PAGE_SIZE) from page 1; page_size 0 is refused. */
export const PageQuery = {
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  page: Page,
};

/**
 * A list the spec asks for whole: page_size 0 means all, read as at most MAX_ALL_ROWS rows
 * (sql.ts); otherwise pages as PageQuery.
 */
export const AllPageQuery = {
  page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
  page: Page,
};

export const IdParam = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
