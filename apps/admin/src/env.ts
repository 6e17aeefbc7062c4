import { commonEnv } from '@wsa/config';

/** The admin CLI only needs the database. */
export const envSpec = { DATABASE_URL: commonEnv.DATABASE_URL };
