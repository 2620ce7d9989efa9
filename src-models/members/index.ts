export { memberFields } from './fields';
