export * from './core';
export * from './data';
export * from './analytics';
