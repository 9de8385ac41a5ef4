import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Evaluations and surveys (issue 17, spec 3 s4 "Evaluation", "Top banner priority"; spec 1
 * User flags): `stats_available` (set when the user submits a programme evaluation: My Stats
 * opens), `showing_evaluation_notification` (the evaluation banner is up; a submit clears it)
 * and `has_seen_evaluation_tutorial` (set when the evaluation banner is first shown).
 */
export class EvaluationFlags1799650000000 implements MigrationInterface {
  name = 'EvaluationFlags1799650000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `users` ADD `stats_available` tinyint NOT NULL DEFAULT 0, ADD `showing_evaluation_notification` tinyint NOT NULL DEFAULT 0, ADD `has_seen_evaluation_tutorial` tinyint NOT NULL DEFAULT 0',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `users` DROP COLUMN `has_seen_evaluation_tutorial`, DROP COLUMN `showing_evaluation_notification`, DROP COLUMN `stats_available`',
    );
  }
}
