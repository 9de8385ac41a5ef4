import type { DataSource, EntityManager } from 'typeorm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queue } from 'bullmq';
import type { BoardWriter, EventPublisher } from '@wellness/platform';
import { lockTeam } from './membership';
import type { LockedTeam } from './membership';

/** What the teams' commands use: the database, the boards, events, the e-mail queue. */
export interface TeamDeps {
  db: DataSource;
  boards: BoardWriter;
  events: EventPublisher;
  emailQueue: Queue;
  log: FastifyBaseLogger;
}

/** Runs `change` in a READ COMMITTED transaction behind the team's row lock. */
export const withLockedTeam = <T>(
  deps: Pick<TeamDeps, 'db'>,
  promotionId: number,
  teamId: number,
  change: (manager: EntityManager, team: LockedTeam) => Promise<T>,
) =>
  deps.db.transaction('READ COMMITTED', async (manager) =>
    change(manager, await lockTeam(manager, promotionId, teamId)),
  );
