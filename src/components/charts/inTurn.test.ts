import { inTurn, LONGEST_TURN_MS } from './inTurn';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => jest.useRealTimers());

it('draws one chart at a time, in the order asked, whatever each one takes', async () => {
  // Fake time: on a loaded machine a real 30 ms draw can outlast a later chart's turn.
  jest.useFakeTimers();
  const events: string[] = [];
  const draw = (name: string, ms: number) => () =>
    new Promise<string>((resolve) => {
      events.push(`${name} starts`);
      setTimeout(() => {
        events.push(`${name} ends`);
        resolve(name);
      }, ms);
    });
  const drawn = Promise.all([inTurn(draw('first', 30)), inTurn(draw('second', 1)), inTurn(draw('third', 5))]);
  await jest.advanceTimersByTimeAsync(200);
  const results = await drawn;
  expect(results).toEqual(['first', 'second', 'third']);
  expect(events).toEqual([
    'first starts',
    'first ends',
    'second starts',
    'second ends',
    'third starts',
    'third ends',
  ]);
});

it('goes on with the next chart when one fails', async () => {
  const failed = inTurn(() => Promise.reject(new Error('no canvas')));
  const next = inTurn(() => Promise.resolve('drawn'));
  await expect(failed).rejects.toThrow('no canvas');
  await expect(next).resolves.toBe('drawn');
  await settle();
});

it('does not wait for a draw that never ends for longer than its turn', async () => {
  jest.useFakeTimers();
  const hanging = inTurn(() => new Promise<never>(() => undefined));
  let drawn = false;
  const next = inTurn(async () => {
    drawn = true;
  });
  await jest.advanceTimersByTimeAsync(LONGEST_TURN_MS - 100);
  expect(drawn).toBe(false);
  await jest.advanceTimersByTimeAsync(200);
  await next;
  expect(drawn).toBe(true);
  void hanging;
});
