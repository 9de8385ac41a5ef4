import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spec 3 "Feedback: browser, email, feedback, name, request_url" and "Feedback requires full
 * name, email and feedback text": the sender's name and address as the form gives them, and
 * the browser. `content` holds the feedback text and `page` the request_url. Rows stored
 * before this have the name and address of their user.
 */
export class FeedbackFields1799400000000 implements MigrationInterface {
  name = 'FeedbackFields1799400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      "ALTER TABLE `feedbacks` ADD `name` varchar(200) NOT NULL DEFAULT '', ADD `email` varchar(191) NOT NULL DEFAULT '', ADD `browser` varchar(255) NULL",
    );
    await runner.query(
      "UPDATE feedbacks f JOIN users u ON u.id = f.user_id SET f.name = TRIM(CONCAT(u.first_name, ' ', u.last_name)), f.email = u.email",
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'ALTER TABLE `feedbacks` DROP COLUMN `name`, DROP COLUMN `email`, DROP COLUMN `browser`',
    );
  }
}
