import { markUncaughtErrors } from './errorMarks';

describe('errors marking the session record', () => {
  it('marks an uncaught error and an unhandled rejection with what they said', () => {
    const page = new EventTarget();
    const markError = jest.fn();
    markUncaughtErrors(page as unknown as Window, { markError });

    page.dispatchEvent(Object.assign(new Event('error'), { error: new TypeError('rows is undefined') }));
    page.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'x'.repeat(600) }));

    expect(markError.mock.calls).toEqual([
      ['uncaught', 'TypeError: rows is undefined'],
      ['uncaught', 'Script error.'],
      ['unhandledRejection', 'x'.repeat(500)],
    ]);
  });
});
