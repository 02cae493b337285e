export * from './business';
export * from './partner';
export * from './public';
export * from './schemas';
