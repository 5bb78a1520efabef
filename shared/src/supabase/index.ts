export * from './supabase-client';
export * from './functions';
export * from './storage';
export * from './live-topics';
export * from './read-all-pages';
export * from './application-timeline';
export * from './invitations';
