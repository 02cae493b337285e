export * from './accounts';
export * from './auth';
export * from './media';
export * from './outbox';
export * from './profiles';
