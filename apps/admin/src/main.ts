import { parseArgs } from 'util';
import { closeDb, createDb } from '@wsa/db';
import { createRedis, type RedisConnection } from '@wsa/queue';
import { allCommands, Findings, JsonLines, STRING_FLAGS, USAGE, UsageError } from './commands';

/** stdout with back-pressure, so a long export does not pile up in memory */
function write(text: string): Promise<void> {
  return new Promise((resolve) => (process.stdout.write(text) ? resolve() : process.stdout.once('drain', () => resolve())));
}
import { loadConfig } from './config';

// Operator CLI: prints exactly one JSON line on success (scripts parse it), errors on stderr.
async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: Object.fromEntries(STRING_FLAGS.map((f) => [f, { type: 'string' as const }])),
  });
  const config = loadConfig();
  // Redis only for the commands that touch the queues
  let redis: RedisConnection | undefined;
  const commands = allCommands(() => {
    redis ??= createRedis(config.redisUrl, 'admin');
    return { connection: redis, prefix: config.queuePrefix };
  }, config.threats, config.allowLocalTargets);
  const name = positionals.slice(0, 2).join(' ');
  const command = commands[name];
  if (!command) throw new UsageError(name ? `unknown command "${name}"` : 'no command given');
  const db = createDb(config.databaseUrl, { poolSize: 2 });
  try {
    const out = await command(db, values, positionals.slice(2));
    if (out instanceof JsonLines) {
      for await (const item of out.items) await write(JSON.stringify(item) + '\n');
      return;
    }
    const findings = out instanceof Findings ? out : null;
    process.stdout.write(JSON.stringify(findings ? findings.value : out) + '\n');
    if (findings) process.exitCode = findings.exitCode;
  } finally {
    await closeDb(db);
    await redis?.quit().catch(() => undefined);
  }
}

main(process.argv.slice(2)).catch((err) => {
  const usage = err instanceof UsageError || err?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  process.stderr.write(`${usage ? `${err.message}\n${USAGE}` : `error: ${err?.message ?? err}`}\n`);
  process.exit(usage ? 2 : 1);
});
