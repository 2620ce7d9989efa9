export * from './rules';
export * from './kinds';
