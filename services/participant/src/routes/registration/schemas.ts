import { Type } from '@sinclair/typebox';
import { AskedEvaluationSchema, NewEvaluation, Nullable } from '../schemas';

export const PromotionParams = Type.Object({ promotion_id: Type.Integer({ minimum: 1 }) });

export const EligibilityParams = Type.Object({
  promotion_id: Type.Integer({ minimum: 1 }),
  identifier: Type.String({ minLength: 1, maxLength: 191 }),
});

export const RegistrationStateSchema = Type.Object({
  state: Type.Union([Type.Literal('open'), Type.Literal('frozen'), Type.Literal('closed')]),
  /** Spec 3 Promotion.full: every place of a capped promotion is taken ('max'). */
  full: Type.Boolean(),
  registration_starts_on: Nullable(Type.String()),
  registration_ends_on: Nullable(Type.String()),
  /** The name of the eligibility identifier (content, default Token); null without eligibility. */
  eligibility_label: Nullable(Type.String()),
});

/** Spec 3 "Contact request / eligibility in registration". */
export const EligibilitySchema = Type.Object({
  id: Type.Integer(),
  identifier: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
});

/** Spec 3 s7 "User validate by field and value": only the e-mail is checked before sending. */
export const ValidateQuery = Type.Object(
  {
    field: Type.Literal('email'),
    value: Type.String({ maxLength: 320 }),
  },
  { additionalProperties: false },
);

export const ProfileImageSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  promotion_id: Type.Integer(),
});

export const LocationOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent_id: Nullable(Type.Integer()),
  level: Type.Integer(),
});

export const AvatarParams = Type.Object({
  name: Type.String({ pattern: '^avatar-[1-9][0-9]?\\.svg$', maxLength: 16 }),
});

/**
 * Spec 3 "New user (registration)": email, password, profile (first_name, last_name, image),
 * eligibility_identifier, location_id (the child location if one was picked, else the parent),
 * opted_in_individual_leaderboard, evaluation. Lengths are bounds; the rules answer with the spec's
 * messages (422).
 */
export const NewUserBody = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: 1024 }),
    profile: Type.Object(
      {
        first_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
        last_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
        image: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
      },
      { additionalProperties: false },
    ),
    eligibility_identifier: Type.Optional(Type.String({ maxLength: 191 })),
    location_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    opted_in_individual_leaderboard: Type.Boolean(),
    stay_logged_in: Type.Optional(Type.Boolean()),
    evaluation: Type.Optional(NewEvaluation),
    /** The token of an e-mailed friend invite's link (services/social README "Friends"). */
    friend_invite: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

/** A question as the registration form asks it (README, "Evaluation at registration"). */
export const RegistrationEvaluationSchema = Nullable(AskedEvaluationSchema);
