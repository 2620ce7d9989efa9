import { sweepInLocale } from './a11ySweep';

sweepInLocale('zh-CN');
