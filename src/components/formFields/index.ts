export { FieldCell, useFieldWords } from './FieldCell';
export * from './formFieldColumns';
