import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { AllPageQuery, IdParam, PageQuery } from '@wellness/platform';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object(
  { promotion_id: IdParam },
  { additionalProperties: false },
);

/** Spec 3 s9: eligibility lists are requested whole (page_size 0, capped). */
export const AllPageQuerySchema = Type.Object(AllPageQuery, { additionalProperties: false });

/** The users table is paged: page_size 1 to the maximum, never 0 (platform README "Lists"). */
export const ParticipantsQuerySchema = Type.Object(
  { ...PageQuery, term: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

export const TotalMeta = Type.Object({ total_records: Type.Integer() });

export const GroupedPromotionsSchema = Type.Array(
  Type.Object({
    organization: Type.Object({ id: Nullable(Type.Integer()), name: Type.String() }),
    promotions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        subdomain: Type.String(),
        is_launchpad: Type.Boolean(),
        is_teams_enabled: Type.Boolean(),
        is_eligibility_displayed: Type.Boolean(),
      }),
    ),
  }),
);

export const PromotionSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subdomain: Type.String(),
  program_name: Type.String(),
  organization_id: Nullable(Type.Integer()),
  is_launchpad: Type.Boolean(),
  is_teams_enabled: Type.Boolean(),
  is_eligibility_displayed: Type.Boolean(),
  is_wall_enabled: Type.Boolean(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  launch_on: Nullable(Type.String()),
  registration_starts_on: Nullable(Type.String()),
  registration_ends_on: Nullable(Type.String()),
  welcome_url: Type.String(),
});

const NameCount = Type.Object({ name: Type.String(), count: Type.Integer() });

export const StatsSchema = Type.Object({
  participants: Type.Integer(),
  active_participants: Type.Integer(),
  days_logged: Type.Integer(),
  total_points: Type.Integer(),
  activities_logged: Type.Integer(),
  activities_by_category: Type.Array(NameCount),
  points_by_week: Type.Array(Type.Object({ week: Type.Integer(), points: Type.Integer() })),
  participants_by_location: Type.Array(NameCount),
});

export const ParticipantSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  location_name: Nullable(Type.String()),
  total_points: Type.Integer(),
  days_logged: Type.Integer(),
  last_logged_on: Nullable(Type.String()),
  created_at: Type.String(),
  can_manage: Type.Boolean(),
});

export const TeamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.String(),
  leader: Nullable(Type.String()),
  member_count: Type.Integer(),
  completed_works_count: Type.Integer(),
  total_points: Type.Integer(),
  avg_points: Type.Number(),
  members: Type.Array(
    Type.Object({
      id: Type.Integer(),
      full_name: Type.String(),
      is_leader: Type.Boolean(),
      total_points: Type.Integer(),
    }),
  ),
});

export const EligibilitySchema = Type.Object({
  id: Type.Integer(),
  identifier: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  user_id: Nullable(Type.Integer()),
  registered: Type.Boolean(),
});
