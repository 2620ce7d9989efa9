export { default } from 'rc-util/es/getScrollBarSize';
export declare function getTargetScrollBarSize(target: unknown): { width: number; height: number };
