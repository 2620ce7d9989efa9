/**
 * Node, plus a flag the harness reads in its afterEach: whether the test that just ran failed. A failing journey
 * then prints what its pages showed (harness.ts `reportPages`), which is all a CI log can tell about it.
 */
import NodeEnvironment from 'jest-environment-node';
import type { Circus } from '@jest/types';

declare global {
  var __E2E_TEST_FAILED__: boolean | undefined;
}

export default class BrowserTestEnvironment extends NodeEnvironment {
  handleTestEvent(event: Circus.Event) {
    if (event.name === 'test_start') this.global.__E2E_TEST_FAILED__ = false;
    if (event.name === 'test_fn_failure') this.global.__E2E_TEST_FAILED__ = true;
  }
}
