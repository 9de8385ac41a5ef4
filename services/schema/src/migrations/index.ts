import { InitialSchema1700000000000 } from './1700000000000-initial-schema';
import { UserActivities1795240695543 } from './1795240695543-user-activities';
import { LeaderboardIndexes1795300000000 } from './1795300000000-leaderboard-indexes';

/** The one ordered migration history of the schema. */
export const migrations = [
  InitialSchema1700000000000,
  UserActivities1795240695543,
  LeaderboardIndexes1795300000000,
];
