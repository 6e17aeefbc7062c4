export * from './client';
export * from './job-state';
export * from './repositories/teams.repository';
export * from './repositories/api-keys.repository';
export * from './repositories/ledger.repository';
export * from './repositories/jobs.repository';
export * from './repositories/cache.repository';
export * from './repositories/blobs.repository';
