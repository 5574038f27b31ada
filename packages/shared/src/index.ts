export * from './forms';
export * from './limits';
