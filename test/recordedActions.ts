import type { UnknownAction } from '@reduxjs/toolkit';

/** Every action the test stores of the running test saw (test/storeTesting.ts), for test/privateFieldsGuard.ts. */
const recorded: UnknownAction[] = [];

export const recordAction = (action: UnknownAction) => void recorded.push(action);

/** The test's actions, and none kept for the next test. */
export const takeRecordedActions = (): UnknownAction[] => recorded.splice(0);
