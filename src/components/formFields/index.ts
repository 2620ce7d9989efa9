export { FieldCell, useFieldWords } from './FieldCell';
