import { InitialSchema1700000000000 } from './1700000000000-initial-schema';

/** The one ordered migration history of the schema. */
export const migrations = [InitialSchema1700000000000];
