export * from './model';
export * from './form';
export * from './fields';
export * from './recordExport';
