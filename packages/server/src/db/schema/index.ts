export * from './core';
export * from './data';
