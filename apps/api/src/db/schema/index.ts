export * from './accounts';
export * from './audit';
export * from './auth';
export * from './media';
export * from './outbox';
export * from './profiles';
