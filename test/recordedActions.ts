import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/** Every action the stores of the running test saw, for test/privateFieldsGuard.ts. */
const recorded: UnknownAction[] = [];

/** A test store's middleware (test/storeTesting.ts, test/operatorSession.ts): keeps what it sees for the guard. */
export const keepForPrivacyGuard: Middleware = () => (next) => (action) => {
  recorded.push(action as UnknownAction);
  return next(action);
};

/** The test's actions, and none kept for the next test. */
export const takeRecordedActions = (): UnknownAction[] => recorded.splice(0);
