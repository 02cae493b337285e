export * from './accounts';
export * from './profiles';
