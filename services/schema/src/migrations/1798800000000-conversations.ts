import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages (issues 15 and 16, spec 2 s3 "Conversation and message"): one conversation model
 * for team chats and direct conversations, each member's state, and the messages.
 */
export class Conversations1798800000000 implements MigrationInterface {
  name = 'Conversations1798800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      'CREATE TABLE `conversations` (`id` int NOT NULL AUTO_INCREMENT, `promotion_id` int NOT NULL, `conversation_type` varchar(1) NOT NULL, `conversation_type_id` int NULL, `pair_key` varchar(32) NULL, `created_by` int NULL, `last_message_at` datetime(3) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_conversations_type` (`conversation_type`, `conversation_type_id`), UNIQUE INDEX `ux_conversations_pair` (`pair_key`), INDEX `ix_conversations_promotion` (`promotion_id`, `last_message_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query(
      'CREATE TABLE `conversation_members` (`id` int NOT NULL AUTO_INCREMENT, `conversation_id` int NOT NULL, `user_id` int NOT NULL, `promotion_id` int NOT NULL, `muted` tinyint NOT NULL DEFAULT 0, `last_seen_at` datetime(3) NULL, `removed_at` datetime(3) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX `ux_conversation_members` (`conversation_id`, `user_id`), INDEX `ix_conversation_members_user` (`user_id`, `removed_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await runner.query(
      'CREATE TABLE `messages` (`id` int NOT NULL AUTO_INCREMENT, `conversation_id` int NOT NULL, `promotion_id` int NOT NULL, `user_id` int NOT NULL, `body` text NOT NULL, `action` varchar(16) NULL, `created_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX `ix_messages_conversation` (`conversation_id`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE `messages`');
    await runner.query('DROP TABLE `conversation_members`');
    await runner.query('DROP TABLE `conversations`');
  }
}
