import { Type } from '@sinclair/typebox';
import { DateString, IdParam } from '@wellness/platform';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object({ promotion_id: IdParam });
export const RecordParams = Type.Object({ promotion_id: IdParam, id: IdParam });

const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
const ScoringRule = Type.Union([
  Type.Literal('sum'),
  Type.Literal('average'),
  Type.Literal('average_percent'),
]);
const PointableType = Type.Union([
  Type.Literal('Step'),
  Type.Literal('Minute'),
  Type.Literal('Behavior'),
]);

/** The competition editor's form (spec 3 s3 Competition); the end is derived (s5). */
export const CompetitionBody = Type.Object(
  {
    enrollment_starts_on: DateString,
    enrollment_ends_on: DateString,
    competition_starts_on: DateString,
    comp_length: Type.Integer({ minimum: 1, maximum: 365 }),
    team_size_min: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    team_size_max: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    freeze_team_scores: Type.Optional(Type.Boolean()),
    freeze_team_scores_on: Type.Optional(Nullable(DateString)),
    works_value: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    collection_id: Type.Optional(Nullable(IdParam)),
    scoring_rule: Type.Optional(ScoringRule),
  },
  { additionalProperties: false },
);

export const BehaviorSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  start: Nullable(Type.String()),
  end: Nullable(Type.String()),
  sequence: Type.Integer(),
  default: Type.Boolean(),
  behaviorable_type: Type.String(),
  behaviorable_id: Nullable(Type.Integer()),
});

export const CompetitionSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  enrollment_starts_on: Type.String(),
  enrollment_ends_on: Type.String(),
  competition_starts_on: Type.String(),
  competition_ends_on: Type.String(),
  comp_length: Type.Integer(),
  team_size_min: Type.Integer(),
  team_size_max: Type.Integer(),
  freeze_team_scores: Type.Boolean(),
  freeze_team_scores_on: Nullable(Type.String()),
  works_value: Type.Integer(),
  collection_id: Nullable(Type.Integer()),
  scoring_rule: ScoringRule,
  current_date: Type.String(),
  current_week: Type.Integer(),
  weeks: Type.Integer(),
  during_enrollment: Type.Boolean(),
  during_competition: Type.Boolean(),
  after_competition: Type.Boolean(),
  behaviors: Type.Array(BehaviorSchema),
});

export const CompetitionListMeta = Type.Object({
  total_records: Type.Integer(),
  collections: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

export const DeletedSchema = Type.Object({ id: Type.Integer() });

/** Spec 3 s7 "behaviors index with page_size 0 and competition_id, or default true". */
export const BehaviorQuery = Type.Object(
  {
    page_size: Type.Optional(Type.Literal(0)),
    competition_id: Type.Optional(IdParam),
    default: Type.Optional(Type.Boolean()),
    behaviorable_type: Type.Optional(Type.Literal('Competition')),
  },
  { additionalProperties: false },
);

export const BehaviorBody = Type.Object(
  {
    name: Name,
    start: Type.Optional(Nullable(DateString)),
    end: Type.Optional(Nullable(DateString)),
    sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    default: Type.Optional(Type.Boolean()),
    behaviorable_type: Type.Optional(Type.Literal('Competition')),
    behaviorable_id: Type.Optional(Nullable(IdParam)),
  },
  { additionalProperties: false },
);

export const AllQuery = Type.Object(
  { page_size: Type.Optional(Type.Literal(0)) },
  { additionalProperties: false },
);

export const LevelSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  sequence: Type.Integer(),
});

export const LevelBody = Type.Object(
  { name: Name, sequence: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) },
  { additionalProperties: false },
);

export const LevelsBody = Type.Object(
  {
    levels: Type.Array(
      Type.Object({ id: Type.Optional(IdParam), name: Name }, { additionalProperties: false }),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);

export const PointThresholdSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  pointable_type: PointableType,
  pointable_id: Nullable(Type.Integer()),
  value: Type.Integer(),
  value_label: Type.String(),
});

export const PointThresholdBody = Type.Object(
  {
    pointable_type: PointableType,
    pointable_id: Type.Optional(Nullable(IdParam)),
    value: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    value_label: Name,
  },
  { additionalProperties: false },
);
