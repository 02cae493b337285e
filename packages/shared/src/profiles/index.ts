export * from './business';
export * from './public';
export * from './schemas';
