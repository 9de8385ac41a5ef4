import type { FastifyInstance } from 'fastify';
import type { Promotion, User } from '@wellness/schema';
import type { EntryView } from '../entries';
import type { WorkView } from '../works';
import { serializeUser } from '../users';

/**
 * Events published after a commit (README, "Events"): the user's own room hears about their
 * entries and account so other open tabs refresh; the promotion's channel hears new scores.
 */
export function realtime(fastify: FastifyInstance) {
  const toUser = (promotion: Promotion, userId: number, type: string, payload: unknown) =>
    fastify.events.publish({
      type,
      promotion_id: promotion.id,
      audience: { kind: 'user', id: userId },
      payload,
    });

  const entryUpdated = (promotion: Promotion, userId: number, entry: EntryView) =>
    toUser(promotion, userId, 'entryUpdated', entry);

  const userUpdated = (promotion: Promotion, user: User) =>
    toUser(promotion, user.id, 'userUpdated', serializeUser(user, promotion));

  const leaderboardChanged = (promotion: Promotion, user: User) =>
    fastify.events.publish({
      type: 'LeaderboardChanged',
      promotion_id: promotion.id,
      audience: { kind: 'promotion', id: promotion.websocket_channel },
      payload: { user_id: user.id, score: user.total_points },
    });

  return {
    entryUpdated,
    /** The user's work changed (a segment earned, revealed, or the work finished). */
    workUpdated: (promotion: Promotion, userId: number, work: WorkView) =>
      toUser(promotion, userId, 'userWorkUpdated', work),
    userUpdated,
    /** An entry's points changed: the entry, the user's total and the leaderboard. */
    async pointsChanged(promotion: Promotion, user: User, entry: EntryView) {
      await entryUpdated(promotion, user.id, entry);
      await userUpdated(promotion, user);
      await leaderboardChanged(promotion, user);
    },
    /** A team's week work reached 20 segments (the teams contract's teamImageCreated). */
    teamImageCreated: (
      promotion: Promotion,
      credit: { team_id: number; week: number; work_id: number },
    ) =>
      fastify.events.publish({
        type: 'teamImageCreated',
        promotion_id: promotion.id,
        audience: { kind: 'team', id: credit.team_id },
        payload: { team_id: credit.team_id, week: credit.week, work_id: credit.work_id },
      }),
    triviaAnswered: (
      promotion: Promotion,
      userId: number,
      payload: { activity_id: number; recorded_on: string; points: number },
    ) => toUser(promotion, userId, 'TriviaAnswered', payload),
  };
}
