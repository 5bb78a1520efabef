export * from './form-field';
export * from './controlled-fields';
export * from './file-answer-input';
export * from './form-actions';
export * from './skills-editor';
export * from './address-fields';
export * from './candidate-personal-fields';
