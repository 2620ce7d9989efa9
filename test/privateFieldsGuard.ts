/**
 * Issue 37: nothing private leaves in a session record. After each test, every action its test stores saw (every
 * action type the app dispatches in its tests) must come out of the record's cleaning without a private field's
 * value (test/privateLeftovers.ts).
 */
import { privateLeftovers } from './privateLeftovers';
import { takeRecordedActions } from './recordedActions';

afterEach(() => {
  const leftovers = privateLeftovers(takeRecordedActions());
  if (leftovers.length)
    throw new Error(
      `A session record would keep something private (config/privateFields.ts):\n${leftovers.slice(0, 20).join('\n')}`,
    );
});
