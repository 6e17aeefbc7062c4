import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

export type Db = InstanceType<typeof PrismaClient>;

/** One Prisma client per process, over a pg pool sized for the process's concurrency. */
export function createDb(databaseUrl: string, opts: { poolSize?: number } = {}): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: opts.poolSize ?? 10 });
  return new PrismaClient({ adapter });
}

/** Readiness probe: true when a trivial query answers. */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.$queryRaw`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}
