import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from './generated/client';
import { createSql, type Sql } from './sql';

/**
 * The process's database handle: the Prisma client for the ORM (admin, maintenance, feedback
 * transactions) and `sql` for the hot-path statements (see sql.ts). Both share one pg pool.
 */
export type Db = InstanceType<typeof PrismaClient> & { readonly sql: Sql };

const pools = new WeakMap<object, Pool>();

/** One handle per process, over a pg pool sized for the process's concurrency. */
export function createDb(databaseUrl: string, opts: { poolSize?: number } = {}): Db {
  const pool = new Pool({ connectionString: databaseUrl, max: opts.poolSize ?? 10 });
  // an idle client that loses its server must not crash the process; the next query reconnects
  pool.on('error', () => undefined);
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  Object.defineProperty(client, 'sql', { value: createSql(pool), enumerable: false });
  pools.set(client, pool);
  return client as Db;
}

/** Closes the Prisma client and the pool under it (Prisma leaves a pool it was handed open). */
export async function closeDb(db: Db): Promise<void> {
  await db.$disconnect();
  const pool = pools.get(db);
  if (pool && !pool.ended) await pool.end();
}

/** Readiness probe: true when a trivial query answers. */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.sql.query`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}
