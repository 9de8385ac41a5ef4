import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { WALLABLE_TYPES } from '@wellness/schema';
import { AllPageQuery, IdParam } from '@wellness/platform';
import {
  MAX_POST_LENGTH,
  MAX_TAGS,
  POSTABLE_TYPES,
  WALL_FILTERS,
  WALL_SORTS,
} from '../../domain/posts';

const literals = (values: readonly string[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const ProfileSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  image: Nullable(Type.Object({ url: Type.String() })),
  location: Nullable(Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) })),
});

export const TaggedUserSchema = Type.Object({ id: Type.Integer(), profile: ProfileSchema });

const PostFields = {
  id: Type.Integer(),
  content: Type.String(),
  user_id: Type.Integer(),
  user: Type.Object({
    id: Type.Integer(),
    profile: ProfileSchema,
    is_wall_expert: Type.Boolean(),
  }),
  wallable_type: Type.String(),
  wallable_id: Type.Integer(),
  parent_post_id: Nullable(Type.Integer()),
  depth: Type.Integer(),
  tagged_users: Type.Array(TaggedUserSchema),
  postable_type: Nullable(Type.String()),
  postable_id: Nullable(Type.Integer()),
  postable: Nullable(
    Type.Object({
      type: Type.String(),
      id: Type.Integer(),
      title: Type.String(),
      summary: Nullable(Type.String()),
      image: Nullable(Type.Object({ url: Type.String() })),
    }),
  ),
  photo: Nullable(Type.Object({ url: Type.String() })),
  likes_count: Type.Integer(),
  liked_by_me: Type.Boolean(),
  like_id: Nullable(Type.Integer()),
  reply_count: Type.Integer(),
  created_at: Type.String(),
  is_flagged: Type.Boolean(),
  flagged_by: Nullable(Type.Integer()),
  can_delete: Type.Boolean(),
  can_report: Type.Boolean(),
  can_unreport: Type.Boolean(),
  can_follow: Type.Boolean(),
  is_following: Type.Boolean(),
  show_location: Type.Boolean(),
  /** Only in the coordinators' flagged list (`flagged=true`): who reported it. */
  reporter: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), full_name: Type.String() }))),
};

/** A comment: a post of depth 1 (its own `posts` are always empty). */
const CommentSchema = Type.Object({ ...PostFields, posts: Type.Array(Type.Unknown()) });

export const PostSchema = Type.Object({ ...PostFields, posts: Type.Array(CommentSchema) });

export const PostParams = Type.Object({ id: IdParam });

export const WallQuerySchema = Type.Object(
  {
    filter: Type.Optional(literals(WALL_FILTERS)),
    follow: Type.Optional(IdParam),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    wallable_type: Type.Optional(literals(WALLABLE_TYPES)),
    wallable_id: Type.Optional(IdParam),
    // page_size 0: all of a post's comments or of the flagged list (capped: platform README).
    ...AllPageQuery,
    reply_count: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    sort: Type.Optional(literals(WALL_SORTS)),
    /** Coordinators' moderation list: the promotion's flagged posts and comments. */
    flagged: Type.Optional(Type.Boolean()),
    /** With `flagged`: another promotion the caller manages (super users on the dashboard). */
    promotion_id: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);

export const NewPostSchema = Type.Object(
  {
    content: Type.String({ maxLength: MAX_POST_LENGTH }),
    wallable_id: Type.Optional(IdParam),
    wallable_type: Type.Optional(literals(WALLABLE_TYPES)),
    parent_post_id: Type.Optional(Nullable(IdParam)),
    depth: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    tagged_users: Type.Optional(Type.Array(IdParam, { maxItems: MAX_TAGS })),
    postable_type: Type.Optional(Nullable(literals(POSTABLE_TYPES))),
    postable_id: Type.Optional(Nullable(IdParam)),
    photo: Type.Optional(
      Nullable(
        Type.Union([
          Type.Object({ url: Type.String({ maxLength: 512 }) }, { additionalProperties: false }),
          Type.String({ maxLength: 512 }),
        ]),
      ),
    ),
  },
  { additionalProperties: false },
);

export const FlagSchema = Type.Object(
  { is_flagged: Type.Boolean() },
  { additionalProperties: false },
);
