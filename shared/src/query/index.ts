export * from './query-client';
export * from './query-provider';
export * from './invitation-mutations';
export * from './sent-invitation-controls';
