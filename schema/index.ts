// The contract in one import: wire schemas, constants, messages, paths and the local database.
export * from './accounts';
export * from './api-paths';
export * from './common';
export * from './configuration';
export * from './constants';
export * from './errors';
export * from './groups';
export * from './likes';
export * from './local-db';
export * from './members';
export * from './messages';
export * from './moderation';
export * from './outbox';
export * from './posts';
export * from './profile';
export * from './session';
export * from './sync';
