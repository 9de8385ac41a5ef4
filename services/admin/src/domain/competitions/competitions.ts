import { competitionPhase, currentDate, notFound, unprocessable } from '@wellness/platform';
import { Behavior, Competition, WorkStyleCollection } from '@wellness/schema';
import type { TeamScoringRule } from '@wellness/schema';
import type { DataSource } from 'typeorm';
import { checkCompetition } from './rules';
import { serializeBehavior } from './behaviors';

export const COMPETITION_NOT_FOUND = 'Competition';
export const HAS_TEAMS = 'A competition with teams cannot be deleted.';
export const NO_COLLECTION = 'Style collection could not be found.';

/** The competition editor's form (spec 3 s3 Competition); defaults from spec 3 s9. */
export interface CompetitionInput {
  enrollment_starts_on: string;
  enrollment_ends_on: string;
  competition_starts_on: string;
  comp_length: number;
  team_size_min?: number;
  team_size_max?: number;
  freeze_team_scores?: boolean;
  freeze_team_scores_on?: string | null;
  works_value?: number;
  collection_id?: number | null;
  scoring_rule?: TeamScoringRule;
}

const withDefaults = (input: CompetitionInput) => ({
  enrollment_starts_on: input.enrollment_starts_on,
  enrollment_ends_on: input.enrollment_ends_on,
  competition_starts_on: input.competition_starts_on,
  comp_length: input.comp_length,
  team_size_min: input.team_size_min ?? 4,
  team_size_max: input.team_size_max ?? 4,
  freeze_team_scores: input.freeze_team_scores ?? true,
  freeze_team_scores_on: input.freeze_team_scores_on ?? null,
  works_value: input.works_value ?? 500,
  collection_id: input.collection_id ?? null,
  scoring_rule: input.scoring_rule ?? ('sum' as const),
});

/** A competition with what the server derives from the promotion's current date. */
export function serializeCompetition(competition: Competition, behaviors: Behavior[] = []) {
  return {
    id: competition.id,
    promotion_id: competition.promotion_id,
    enrollment_starts_on: competition.enrollment_starts_on,
    enrollment_ends_on: competition.enrollment_ends_on,
    competition_starts_on: competition.competition_starts_on,
    competition_ends_on: competition.competition_ends_on,
    comp_length: competition.comp_length,
    team_size_min: competition.team_size_min,
    team_size_max: competition.team_size_max,
    freeze_team_scores: Boolean(competition.freeze_team_scores),
    freeze_team_scores_on: competition.freeze_team_scores_on,
    works_value: competition.works_value,
    collection_id: competition.collection_id,
    scoring_rule: competition.scoring_rule,
    ...competitionPhase(competition, currentDate()),
    behaviors: behaviors.map(serializeBehavior),
  };
}

export const competitionsOfPromotion = (db: DataSource, promotionId: number) =>
  db.getRepository(Competition).find({
    where: { promotion_id: promotionId },
    order: { competition_starts_on: 'DESC', id: 'DESC' },
  });

/** A competition of the promotion, else 404 'Competition could not be found' (spec 3 s8). */
export async function competitionOfPromotion(db: DataSource, promotionId: number, id: number) {
  const competition = await db
    .getRepository(Competition)
    .findOneBy({ id, promotion_id: promotionId });
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  return competition;
}

export const behaviorsOfCompetition = (db: DataSource, competition: Competition) =>
  db.getRepository(Behavior).find({
    where: {
      promotion_id: competition.promotion_id,
      behaviorable_type: 'Competition',
      behaviorable_id: competition.id,
    },
    order: { sequence: 'ASC', id: 'ASC' },
  });

/** The style collections a competition may paint from (the editor's choices). */
export const styleCollections = (db: DataSource) =>
  db
    .getRepository(WorkStyleCollection)
    .find({ select: { id: true, name: true }, order: { name: 'ASC' } });

async function checked(db: DataSource, input: CompetitionInput) {
  const fields = withDefaults(input);
  const competition_ends_on = checkCompetition(fields);
  if (fields.collection_id !== null) {
    const found = await db
      .getRepository(WorkStyleCollection)
      .existsBy({ id: fields.collection_id });
    if (!found) throw unprocessable(NO_COLLECTION);
  }
  return { ...fields, competition_ends_on };
}

export async function createCompetition(
  db: DataSource,
  promotionId: number,
  input: CompetitionInput,
) {
  const fields = await checked(db, input);
  const repository = db.getRepository(Competition);
  const { id } = await repository.save(repository.create({ ...fields, promotion_id: promotionId }));
  return competitionOfPromotion(db, promotionId, id);
}

export async function updateCompetition(
  db: DataSource,
  promotionId: number,
  id: number,
  input: CompetitionInput,
) {
  await competitionOfPromotion(db, promotionId, id);
  const fields = await checked(db, input);
  await db.getRepository(Competition).update({ id, promotion_id: promotionId }, fields);
  return competitionOfPromotion(db, promotionId, id);
}

/**
 * Deletes a competition and its behaviours; one that teams belong to stays (422), the team
 * check and the delete in one transaction with the competition's row locked.
 */
export async function deleteCompetition(db: DataSource, promotionId: number, id: number) {
  await db.transaction(async (manager) => {
    const [row] = await manager.query(
      'SELECT id FROM competitions WHERE id = ? AND promotion_id = ? FOR UPDATE',
      [id, promotionId],
    );
    if (!row) throw notFound(COMPETITION_NOT_FOUND);
    const [teams] = await manager.query(
      'SELECT COUNT(*) AS n FROM teams WHERE competition_id = ?',
      [id],
    );
    if (Number(teams.n) > 0) throw unprocessable(HAS_TEAMS);
    await manager.query(
      "DELETE FROM behaviors WHERE behaviorable_type = 'Competition' AND behaviorable_id = ?",
      [id],
    );
    await manager.query('DELETE FROM competitions WHERE id = ?', [id]);
  });
  return { id };
}
