import { Type } from '@sinclair/typebox';
import { IdParam } from '@wellness/platform';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** Spec 2 s3 "target_work_bonus". */
export const BonusSchema = Type.Object({
  id: Type.Integer(),
  work_id: Type.Integer(),
  earned_by_id: Type.Integer(),
  target_user_id: Type.Integer(),
  points: Type.Integer(),
  applied: Type.Union([Type.Boolean(), Type.Null()]),
  earned_by_name: Type.String(),
  earned_by_first_name: Type.String(),
  offered_on: Type.String(),
  decided_on: NullableString,
});

/** Spec 2 s3 "Giftable user has an eligible flag". */
export const GiftableSchema = Type.Object({
  id: Type.Integer(),
  profile: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    image: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  }),
  is_friend: Type.Boolean(),
  is_teammate: Type.Boolean(),
  eligible: Type.Boolean(),
});

export const AnswerBody = Type.Object(
  { target_work_bonus_id: IdParam },
  { additionalProperties: false },
);
