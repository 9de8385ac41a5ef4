import { Type } from '@sinclair/typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Profile = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  image_url: Nullable(Type.String()),
});

/** The contract's TeamMember (email only for staff). */
export const TeamMemberSchema = Type.Object({
  id: Type.Integer(),
  team_id: Type.Integer(),
  user_id: Type.Integer(),
  promotion_id: Type.Integer(),
  is_leader: Type.Boolean(),
  user: Type.Object({
    id: Type.Integer(),
    email: Type.Optional(Type.String()),
    profile: Profile,
  }),
});

/** The contract's Team object. */
export const TeamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  competition_id: Nullable(Type.Integer()),
  promotion_id: Type.Integer(),
  leader: Nullable(
    Type.Object({
      id: Type.Integer(),
      profile: Type.Object({
        first_name: Type.String(),
        last_name: Type.String(),
        image_url: Nullable(Type.String()),
      }),
    }),
  ),
  member_count: Type.Integer(),
  is_full: Type.Boolean(),
  team_size_min: Type.Integer(),
  team_size_max: Type.Integer(),
  team_members: Type.Optional(Type.Array(TeamMemberSchema)),
  total_points: Type.Number(),
  avg_points: Type.Number(),
  completed_works_count: Type.Integer(),
});

/** The contract's Invite object. */
export const InviteSchema = Type.Object({
  id: Type.Integer(),
  team_id: Type.Integer(),
  team: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Integer(),
    member_count: Type.Integer(),
    is_full: Type.Boolean(),
  }),
  user_id: Nullable(Type.Integer()),
  email: Nullable(Type.String()),
  invite_type: Type.String(),
  status: Type.String(),
  message: Nullable(Type.String()),
  updated_at: Type.String(),
  resent_at: Nullable(Type.String()),
  user: Nullable(Type.Object({ id: Type.Integer(), profile: Profile })),
});

export const Message = Type.Optional(Type.String({ maxLength: 1000 }));
export const InviteKindQuery = Type.Optional(
  Type.Union([Type.Literal('invited'), Type.Literal('requested'), Type.Literal('pending')]),
);
export const UnrespondedQuery = Type.Optional(Type.Literal('unresponded'));
/** An answer `{status: 'A'|'D'}` or a resend `{resend: true}`. */
export const InviteAnswerBody = Type.Union([
  Type.Object(
    { status: Type.Union([Type.Literal('A'), Type.Literal('D')]) },
    { additionalProperties: false },
  ),
  Type.Object({ resend: Type.Literal(true) }, { additionalProperties: false }),
]);
