import { isTestHost } from './env';

describe('the test-environment host rule', () => {
  it.each(['test.moto.example', 'admin-test.moto.example', 'uat.moto.example', 'test.localhost'])(
    '%s is a test host',
    (host) => {
      expect(isTestHost(host)).toBe(true);
    },
  );
  it.each(['admin.moto.example', 'localhost', '127.0.0.1', 'contest.moto.example'])('%s is not', (host) => {
    expect(isTestHost(host)).toBe(false);
  });
});
