import { Type } from '@sinclair/typebox';

export const AuthorSchema = Type.Object({
  id: Type.Integer(),
  profile: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    image: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  }),
});

export const PostSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  user_id: Type.Integer(),
  user: AuthorSchema,
  wallable_type: Type.String(),
  wallable_id: Type.Integer(),
  parent_post_id: Type.Union([Type.Integer(), Type.Null()]),
  depth: Type.Integer(),
  created_at: Type.String(),
  is_flagged: Type.Boolean(),
});
