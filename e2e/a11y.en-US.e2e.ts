import { sweepInLocale, sweepOnce } from './a11ySweep';

sweepInLocale('en-US');
sweepOnce();
