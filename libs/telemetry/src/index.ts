export * from './logger';
export * from './metrics';
export * from './probe-server';
export * from './instrument-job';
export * from './graceful-shutdown';
