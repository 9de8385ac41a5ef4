import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The evaluation at registration and the participant cap (issue 13): spec 3 CustomPrompt,
 * EvaluationDefinition and Evaluation (one per user and definition), and the promotion's
 * `max_participants` (null: no cap; services/participant README, "Registration").
 */
export class Evaluations1796500000000 implements MigrationInterface {
  name = 'Evaluations1796500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE `promotions` ADD `max_participants` int NULL');
    await runner.query(
      "CREATE TABLE `custom_prompts` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `type_of_prompt` varchar(16) NOT NULL, `data_type` varchar(16) NOT NULL DEFAULT 'string', `short_label` varchar(255) NOT NULL, `options` text NULL, `custom_prompt_evaluation` tinyint NOT NULL DEFAULT 1, `is_deleted` tinyint NOT NULL DEFAULT 0, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_custom_prompts_promotion` (`promotion_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await runner.query(
      'CREATE TABLE `evaluation_definitions` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `name` varchar(255) NOT NULL, `days_from_start` int NULL, `start_date` date NULL, `end_date` date NULL, `message` text NULL, `questions` text NOT NULL, `visible_questions` text NULL, `eval_definitionable_type` varchar(64) NULL, `eval_definitionable_id` int NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX `ix_evaluation_definitions_promotion` (`promotion_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query(
      'CREATE TABLE `evaluations` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `evaluation_definition_id` int NOT NULL, `answers` text NOT NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), `updated_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_evaluations_user_definition` (`user_id`, `evaluation_definition_id`), INDEX `ix_evaluations_definition` (`evaluation_definition_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `evaluations`');
    await runner.query('DROP TABLE `evaluation_definitions`');
    await runner.query('DROP TABLE `custom_prompts`');
    await runner.query('ALTER TABLE `promotions` DROP COLUMN `max_participants`');
  }
}
