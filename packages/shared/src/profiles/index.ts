export * from './public';
export * from './schemas';
