export * from './blob-signing';
export * from './blob-store';
