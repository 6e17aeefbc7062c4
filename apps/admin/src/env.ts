import { commonEnv } from '@wsa/config';
import { threatsEnv } from '@wsa/threats';

/** The admin CLI needs the database, and the queues for `jobs cancel`. */
export const envSpec = { DATABASE_URL: commonEnv.DATABASE_URL, REDIS_URL: commonEnv.REDIS_URL, QUEUE_PREFIX: commonEnv.QUEUE_PREFIX, ALLOW_LOCAL_TARGETS: commonEnv.ALLOW_LOCAL_TARGETS, ...threatsEnv };
