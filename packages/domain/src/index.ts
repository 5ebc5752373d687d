export * from './constants';
export * from './enums';
export * from './errors';
export * from './template-fields';
export * from './auth';
export * from './specialties';
export * from './templates';
export * from './rules';
