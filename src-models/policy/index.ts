export * from './model';
export * from './form';
