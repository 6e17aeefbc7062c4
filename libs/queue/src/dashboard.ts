// @wsa/queue/dashboard: the queue dashboard's BullMQ adapters (bull-board), loaded only by the
// gateway that mounts it, never by the workers.
export * from './dashboard-adapters';
