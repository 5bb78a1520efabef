// Data-backed pieces several areas show. They read through the supabase client, so they are an
// entry of their own: a page that only needs the query cache (the public job board) loads none
// of them, nor the client, zod or the antd components they use.
export * from './invitation-mutations';
export * from './sent-invitation-controls';
export * from './audit-entries';
export * from './audit-trail-browser';
export * from './match';
export * from './match-score';
export * from './application-timeline';
export * from './interview-list-item';
