export { RemovableCard } from './RemovableCard';
