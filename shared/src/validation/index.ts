export * from './common';
export * from './public-schemas';
export * from './admin-schemas';
export * from './company-schemas';
export * from './candidate-schemas';
export * from './vendor-schemas';
