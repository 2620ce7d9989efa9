import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { get } from 'src-services/request';
import { anything } from 'src-services/shape';
import { callApi } from './callApi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function run(saga: Saga) {
  const dispatched: UnknownAction[] = [];
  const task = runSaga(
    { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => ({}) },
    saga,
  );
  return { task, dispatched };
}

describe('callApi', () => {
  it('aborts the HTTP request when the saga is cancelled', async () => {
    let signal: AbortSignal | undefined;
    server.use(
      http.get('*/api/v1/slow', async ({ request }) => {
        signal = request.signal;
        await delay('infinite');
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    const { task } = run(function* slow() {
      yield* callApi((abort) => get('/slow', anything, { signal: abort }));
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(signal?.aborted).toBe(false);
    task.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signal?.aborted).toBe(true);
  });

  it.each([
    [{ code: 969, msg: 'session expired, please refresh' }, 'expired'],
    [{ code: 900, msg: 'no auth' }, 'noAuth'],
  ])('announces that %p ends the session', async (envelope, reason) => {
    server.use(http.get('*/api/v1/thing', () => HttpResponse.json({ ...envelope, data: null })));
    const { task, dispatched } = run(function* probe() {
      yield* callApi((signal) => get('/thing', anything, { signal }));
    });
    await expect(task.toPromise()).rejects.toMatchObject({ code: envelope.code });
    expect(dispatched).toEqual([{ type: 'session/sessionEndDetected', payload: { reason } }]);
  });

  it('announces nothing for other failures', async () => {
    server.use(
      http.get('*/api/v1/thing', () =>
        HttpResponse.json({ code: 968, msg: 'insufficient permission', data: null }),
      ),
    );
    const { task, dispatched } = run(function* probe() {
      yield* callApi((signal) => get('/thing', anything, { signal }));
    });
    await expect(task.toPromise()).rejects.toMatchObject({ code: 968 });
    expect(dispatched).toEqual([]);
  });
});
