export * from './model';
export * from './form';
export * from './fields';
