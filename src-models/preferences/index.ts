export * from './slice';
