import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  BoolColumn,
  CreatedAt,
  IntColumn,
  NullableDatetimeColumn,
  StringColumn,
  TextColumn,
} from './columns';

/** Conversation types (spec 2 s3): "t" a team chat, "d" a direct conversation between friends. */
export const CONVERSATION_TYPES = { team: 't', direct: 'd' } as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[keyof typeof CONVERSATION_TYPES];

/**
 * Owner: services/social (messages). One conversation of either kind. A team chat is unique
 * per team (`conversation_type_id` = team id); a direct one started by two friends carries
 * their `pair_key` ("<low id>:<high id>") so that two starts at once make one conversation.
 */
@Entity({ name: 'conversations' })
@Index('ux_conversations_type', ['conversation_type', 'conversation_type_id'], { unique: true })
@Index('ux_conversations_pair', ['pair_key'], { unique: true })
@Index('ix_conversations_promotion', ['promotion_id', 'last_message_at'])
export class Conversation {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn(1)
  conversation_type!: ConversationType;

  @IntColumn({ nullable: true })
  conversation_type_id!: number | null;

  @StringColumn(32, { nullable: true })
  pair_key!: string | null;

  @IntColumn({ nullable: true })
  created_by!: number | null;

  @NullableDatetimeColumn()
  last_message_at!: Date | null;

  @CreatedAt()
  created_at!: Date;
}

/**
 * Owner: services/social. A member's state in a conversation: the members of a direct one
 * (left when `removed_at` is set), and the seen / muted state of a team chat's members, whose
 * membership itself is the team's (team_members), never this row.
 */
@Entity({ name: 'conversation_members' })
@Index('ux_conversation_members', ['conversation_id', 'user_id'], { unique: true })
@Index('ix_conversation_members_user', ['user_id', 'removed_at'])
export class ConversationMember {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  conversation_id!: number;

  @IntColumn()
  user_id!: number;

  @IntColumn()
  promotion_id!: number;

  @BoolColumn({ default: false })
  muted!: boolean;

  @NullableDatetimeColumn()
  last_seen_at!: Date | null;

  @NullableDatetimeColumn()
  removed_at!: Date | null;

  @CreatedAt()
  created_at!: Date;
}

/**
 * Owner: services/social. A message of a conversation; `action` is null for what a member
 * wrote and names the event for the lines the conversation shows itself ('left', 'added').
 */
@Entity({ name: 'messages' })
@Index('ix_messages_conversation', ['conversation_id', 'id'])
export class Message {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  conversation_id!: number;

  @IntColumn()
  promotion_id!: number;

  @IntColumn()
  user_id!: number;

  @TextColumn()
  body!: string;

  @StringColumn(16, { nullable: true })
  action!: string | null;

  @CreatedAt()
  created_at!: Date;
}
