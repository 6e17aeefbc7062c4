// Prisma CLI configuration: the wasm schema engine through @prisma/adapter-pg (no engine download).
// Discrete connection fields, not a connection string: pg lets connectionString override the shadow
// database name the adapter passes (toolchain.md, defect 2).
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

function connectionFields() {
  const url = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/websearch');
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: decodeURIComponent(url.pathname.slice(1) || 'websearch'),
    allowExitOnIdle: true,
  };
}

class ShadowSafePrismaPg extends PrismaPg {
  // The stock adapter drops the shadow database while its own pool still holds a connection
  // ("being accessed by other users", defect 3): close the pool first, then drop.
  override async connectToShadowDb() {
    const conn = await this.connect();
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
    await conn.executeScript(`CREATE DATABASE "${database}"`);
    const shadow = await new PrismaPg({ ...connectionFields(), database }).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await conn.executeScript(`DROP DATABASE IF EXISTS "${database}"`);
      await conn.dispose();
    };
    return shadow;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  async adapter() {
    return new ShadowSafePrismaPg(connectionFields());
  },
});
