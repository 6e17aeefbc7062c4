export * from './search-credits';
export * from './row-credits';
export * from './scrape-credits';
export * from './interact-credits';
