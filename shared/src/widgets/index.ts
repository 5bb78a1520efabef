// Data-backed pieces several areas show. They read through the supabase client, so they are an
// entry of their own: a page that only needs the query cache (the public job board) loads none
// of them, nor the client, zod or the antd components they use. The pieces a dashboard or the
// pipeline board draws on its first screen (the match score, an interview in a list) are light
// entries of their own, so those pages load none of the table, date picker and dialogs here.
export * from './invitation-mutations';
export * from './sent-invitation-controls';
export * from './audit-entries';
export * from './audit-trail-browser';
export * from './application-timeline';
