export * from './accounts';
export * from './auth';
export * from './outbox';
export * from './profiles';
