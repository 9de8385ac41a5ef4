import { Type } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const PersonSchema = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  image: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
});

/** Spec 2 s3 Message. */
export const MessageSchema = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  user_id: Type.Integer(),
  body: Type.String(),
  action: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  created_at_milliseconds: Type.Integer(),
  user: PersonSchema,
});

/** Spec 2 s3 Conversation. */
export const ConversationSchema = Type.Object({
  id: Type.Integer(),
  conversation_type: Type.Union([Type.Literal('t'), Type.Literal('d')]),
  conversation_type_id: Nullable(Type.Integer()),
  name: Type.String(),
  members: Type.Array(PersonSchema),
  current_messages: Type.Array(MessageSchema),
  unseen: Type.Integer(),
  muted: Type.Boolean(),
  last_seen_at_milliseconds: Nullable(Type.Integer()),
  last_message_at_milliseconds: Nullable(Type.Integer()),
  removed: Type.Boolean(),
});

export const Include = Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('last')]));
