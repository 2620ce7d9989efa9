export { DateRangeControl } from './DateRangeControl';
export * from './quickRanges';
