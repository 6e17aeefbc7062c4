import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { Queue } from 'bullmq';
import { QUEUE_NAMES, type QueueName } from './job-definition';
import type { RedisConnection } from './redis-connection';

const DESCRIPTIONS: Record<QueueName, string> = {
  scrape: 'one job per scrape (POST /v2/scrape and the scrapes of a search)',
  search: 'one job per search (POST /v2/search)',
  session: 'interactive browser sessions (interact)',
  research: 'Research Index fills a paper request waits for (search fan-out, full text, citations)',
  'research-ingest': 'Research Index ingest runs (admin CLI research ingest)',
  developer: 'Developer Index ingest (admin developer add-repo / refresh, and the scheduled refresh)',
};

/**
 * The queue dashboard's view of every queue (bull-board adapters over our own Queue objects, so
 * BullMQ stays inside this lib). Retries and removal are allowed: the dashboard is for operators
 * ending stuck work. `close` releases the Queue objects, not the shared connection.
 */
export function createDashboardAdapters(connection: RedisConnection, prefix: string, names: readonly QueueName[] = QUEUE_NAMES) {
  const queues = names.map((name) => new Queue(name, { connection, prefix }));
  const adapters = queues.map(
    (queue, i) => new BullMQAdapter(queue, { allowRetries: true, readOnlyMode: false, description: DESCRIPTIONS[names[i]] }),
  );
  return {
    adapters,
    async close() {
      await Promise.all(queues.map((q) => q.close()));
    },
  };
}
