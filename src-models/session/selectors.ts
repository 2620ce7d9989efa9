import { createSelector } from '@reduxjs/toolkit';
import type { SessionState } from './slice';
import { can, type Requirement } from './permissions';

interface WithSession {
  session: SessionState;
}

const NONE: readonly string[] = [];

export const selectSession = (state: WithSession) => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectOperator = (state: WithSession) => state.session.operator;
export const selectLoginState = (state: WithSession) => state.session.login;
export const selectDemoAccounts = (state: WithSession) => state.session.demoAccounts;

/** Inside a trusted frame the frame's list wins; otherwise the session's (01-platform §6). */
export const selectPrivileges = createSelector(
  [(state: WithSession) => state.session.framePrivileges, selectOperator],
  (framePrivileges, operator): readonly string[] => framePrivileges ?? operator?.privileges ?? NONE,
);

export const selectCan = (state: WithSession, requirement?: Requirement) =>
  can(selectPrivileges(state), requirement);
