export * from './forms';
export * from './limits';
export * from './analytics';
