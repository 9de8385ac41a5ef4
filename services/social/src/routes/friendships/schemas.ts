import { Type } from '@sinclair/typebox';
import { AllPageQuery, IdParam } from '@wellness/platform';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Person = Type.Object({
  id: Type.Integer(),
  profile: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    image: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  }),
});

/** Spec 2 s3 "Friendship". */
export const FriendshipSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  friender_id: Type.Integer(),
  friendee_id: Type.Union([Type.Integer(), Type.Null()]),
  friend_email: Nullable(Type.String()),
  message: Nullable(Type.String()),
  friender: Person,
  friendee: Type.Union([Person, Type.Null()]),
  updated_at: Type.String(),
});

/** Spec 2 s3 "User search result" with friendStatus {value, friendship}. */
export const SearchResultSchema = Type.Object({
  id: Type.Integer(),
  email: Nullable(Type.String()),
  full_name: Type.String(),
  profile: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    image: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  }),
  friendStatus: Type.Object({
    value: Type.Integer(),
    friendship: Type.Union([FriendshipSchema, Type.Null()]),
  }),
});

export const ListQuery = Type.Object(
  {
    status: Type.Union([
      Type.Literal('A'),
      Type.Literal('received_requests'),
      Type.Literal('sent_requests'),
    ]),
    ...AllPageQuery,
  },
  { additionalProperties: false },
);

const Message = Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]));

export const CreateBody = Type.Object(
  {
    status: Type.Optional(Type.Literal('P')),
    friendee_id: Type.Optional(IdParam),
    friend_email: Type.Optional(Type.String({ maxLength: 2000 })),
    message: Message,
  },
  { additionalProperties: false },
);

export const UpdateBody = Type.Object(
  {
    status: Type.Union([Type.Literal('A'), Type.Literal('D'), Type.Literal('P')]),
    // Sent with a resend (spec 2 s7); the stored friendship decides who is asked.
    friendee_id: Type.Optional(Type.Union([IdParam, Type.Null()])),
    friend_email: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const InviteBody = Type.Object(
  { emails: Type.String({ maxLength: 2000 }), message: Message },
  { additionalProperties: false },
);

export const SearchQuery = Type.Object(
  { query: Type.String({ maxLength: 500 }), promotion_id: Type.Optional(IdParam) },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: IdParam });
export const UserParams = Type.Object({ userId: IdParam });

export const StatusSchema = Type.Object({
  user_id: Type.Integer(),
  status: Type.Union([Type.String(), Type.Null()]),
  value: Type.Integer(),
  friendship: Type.Union([FriendshipSchema, Type.Null()]),
});
