export * from './redis-connection';
export * from './job-definition';
export * from './cancel-channel';
export * from './producer';
export * from './consumer';
export * from './rate-limiter';
export * from './queue-depth';
