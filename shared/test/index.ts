export * from './render';
export * from './fake-api';
export * from './file-upload';
