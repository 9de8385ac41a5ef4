import { Type } from '@sinclair/typebox';
import { AllPageQuery, IdParam } from '@wellness/platform';
import { Nullable } from '../schemas';

/** page_size (0: the whole board, capped) and page; `search` a name's substring, any case. */
export const BoardQuerySchema = {
  ...AllPageQuery,
  search: Type.Optional(Type.String({ maxLength: 100 })),
};

export const IndividualQuerySchema = Type.Object(
  {
    ...BoardQuerySchema,
    // Spec 1 s7: the friends board is the individual board `friends_of` the caller.
    friends_of: Type.Optional(IdParam),
    // Spec 1 s7: a location's own board (README, "Leaderboards").
    location: Type.Optional(IdParam),
  },
  { additionalProperties: false },
);

export const GroupQuerySchema = Type.Object(BoardQuerySchema, { additionalProperties: false });

/** The location board's `location` (spec 1 s7): that location's children, ranked. */
export const LocationQuerySchema = Type.Object(
  { ...BoardQuerySchema, location: Type.Optional(IdParam) },
  { additionalProperties: false },
);

/** `id`: the row that is the caller's own (their id, their team's or top-level location's). */
export const StandingSchema = Nullable(
  Type.Object({ id: Type.Integer(), rank: Type.Integer(), score: Type.Integer() }),
);

export const BoardMeta = Type.Object({
  total_records: Type.Integer(),
  page_size: Type.Integer(),
  /** The caller's (team's, top-level location's) standing; null: not on the board. */
  me: StandingSchema,
});

/** The friends board also says how many accepted friends the caller has (0: no tab). */
export const IndividualMeta = Type.Object({
  total_records: Type.Integer(),
  page_size: Type.Integer(),
  me: StandingSchema,
  friends: Type.Optional(Type.Integer()),
});

export const GroupRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  score: Type.Integer(),
  rank: Type.Integer(),
});

/** Spec 1 s7: a competition's team board, optionally one location's teams. */
export const CompetitionQuerySchema = Type.Object(
  { ...BoardQuerySchema, location: Type.Optional(IdParam) },
  { additionalProperties: false },
);

/** A team on a competition's board (README, "Team board of a competition"). */
export const CompetitionRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  score: Type.Number(),
  rank: Type.Integer(),
  total_points: Type.Integer(),
  avg_points: Type.Number(),
  percent_of_possible: Type.Number(),
  completed_works_count: Type.Integer(),
  member_count: Type.Integer(),
});

export const CompetitionMeta = Type.Object({
  total_records: Type.Integer(),
  page_size: Type.Integer(),
  /** The caller's team's row; null when they have no team on this board. */
  me: Nullable(CompetitionRowSchema),
  scoring_rule: Type.Union([
    Type.Literal('sum'),
    Type.Literal('average'),
    Type.Literal('average_percent'),
  ]),
});
