export * from './query-client';
export * from './query-provider';
export * from './invitation-mutations';
export * from './sent-invitation-controls';
export * from './audit-entries';
export * from './audit-trail-browser';
export * from './match';
export * from './match-score';
