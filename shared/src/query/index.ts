export * from './query-client';
export * from './query-provider';
