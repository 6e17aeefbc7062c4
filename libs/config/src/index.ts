export * from './define-env';
export * from './env-vars';
export * from './common-env';
