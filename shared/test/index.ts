export * from './render';
export * from './fake-api';
