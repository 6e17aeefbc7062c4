import type { Db } from './client';
import type { Prisma } from './generated/client';

/**
 * Hot-path repositories use parameterised SQL through Prisma's raw API: an ORM query costs about
 * 3 ms of CPU in the wasm query compiler (measured), a raw one about 0.3 ms, and a scrape runs
 * several. Both a client and a transaction client can run them.
 */
export type SqlClient = Pick<Db, '$queryRaw' | '$executeRaw'> | Prisma.TransactionClient;
