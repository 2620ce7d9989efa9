import { all, call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';

const MAX_RESTARTS = 3;

/**
 * Runs each domain's saga in its own detached task: a crash in one domain is logged and that domain restarts
 * (a few times), while the others keep running.
 */
export function createRootSaga(sagas: Record<string, Saga>, log: (message: string, error: unknown) => void) {
  return function* rootSaga() {
    yield all(
      Object.entries(sagas).map(([name, saga]) =>
        spawn(function* isolated() {
          for (let attempt = 0; attempt <= MAX_RESTARTS; attempt += 1) {
            try {
              yield call(saga);
              return;
            } catch (error) {
              log(`saga "${name}" crashed`, error);
            }
          }
        }),
      ),
    );
  };
}
