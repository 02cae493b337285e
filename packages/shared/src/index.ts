export * from './accounts/index';
export * from './api/envelope';
export * from './auth/schemas';
export * from './auth/session';
export * from './health/schemas';
export * from './platform/client-config';
export * from './reference/index';
export * from './web-routes';
