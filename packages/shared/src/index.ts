export * from './api/envelope';
export * from './auth/session';
export * from './health/schemas';
export * from './reference/index';
export * from './web-routes';
