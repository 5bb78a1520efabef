export * from './form-field';
export * from './controlled-fields';
