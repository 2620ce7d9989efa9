export * from './fieldTypes';
