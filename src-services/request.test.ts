import { apiPath, scrmPath } from './request';
import {
  ApiError,
  CLIENT_CODES,
  describeError,
  describeFailure,
  sessionEndReason,
  toErrorInfo,
} from './errors';

describe('the /api/v1 prefix rule', () => {
  it.each([
    ['/coupon-center/coupon/search', '/api/v1/coupon-center/coupon/search'],
    ['coupon-center/coupon/search', '/api/v1/coupon-center/coupon/search'],
    ['/api/v1/coupon-center/coupon/search', '/api/v1/coupon-center/coupon/search'],
    ['api/v1/upload-center/upload', '/api/v1/upload-center/upload'],
    ['v1/manager/login', '/api/v1/manager/login'],
    ['/api/table/download_url', '/api/table/download_url'],
    ['/tag-center-api/tag/search', '/api/v1/tag-center-api/tag/search'],
  ])('%s goes to %s', (path, expected) => {
    expect(apiPath(path)).toBe(expected);
  });

  it('puts the configured {scrm} segment in front of a crm path', () => {
    expect(scrmPath('/config/back')).toBe('/scrm/config/back');
    expect(apiPath(scrmPath('config/back'))).toBe('/api/v1/scrm/config/back');
  });
});

describe('errors', () => {
  it('maps a catalogued code to its text before the server msg', () => {
    expect(describeError({ code: 968, msg: 'forbidden' }, 'error.saveFailed')).toEqual({
      key: 'error.code.968',
    });
    expect(describeError({ code: 1340888, msg: 'dup' }, 'error.saveFailed')).toEqual({
      key: 'error.code.1340888',
    });
  });

  it('falls back to the server msg, then to the caller fallback', () => {
    expect(describeError({ code: 4242, msg: 'Name is too long' }, 'error.saveFailed')).toEqual({
      text: 'Name is too long',
    });
    expect(describeError({ code: 4242, msg: '  ' }, 'error.updateFailed')).toEqual({
      key: 'error.updateFailed',
    });
  });

  it('names a network failure', () => {
    expect(describeError({ code: CLIENT_CODES.network, msg: 'Network Failed' }, 'error.saveFailed')).toEqual({
      key: 'error.network',
    });
  });

  it("never shows a client failure's developer note: the fallback says what failed", () => {
    const broken = { code: CLIENT_CODES.badResponse, msg: 'data.results: expected an array' };
    expect(describeError(broken, 'list.searchFailed')).toEqual({ key: 'list.searchFailed' });
    expect(describeError({ code: 502, msg: '' }, 'list.searchFailed')).toEqual({ key: 'list.searchFailed' });
  });

  it('says why a load failed, in the operator language, for every kind of failure', () => {
    expect(describeFailure({ code: CLIENT_CODES.network, msg: 'Network Failed' })).toEqual({
      key: 'error.network',
    });
    expect(describeFailure({ code: CLIENT_CODES.timeout, msg: 'Request timed out' })).toEqual({
      key: 'error.timeout',
    });
    expect(describeFailure({ code: CLIENT_CODES.badResponse, msg: 'data: expected an object' })).toEqual({
      key: 'error.badResponse',
    });
    expect(describeFailure({ code: 502, msg: '' })).toEqual({ key: 'error.status', values: { code: 502 } });
    expect(describeFailure({ code: 968, msg: 'insufficient permission' })).toEqual({ key: 'error.code.968' });
    expect(describeFailure({ code: 400, msg: 'Invalid regex' })).toEqual({ text: 'Invalid regex' });
  });

  it('knows which answers end the session', () => {
    expect(sessionEndReason({ code: 969, msg: 'session expired' })).toBe('expired');
    expect(sessionEndReason({ code: 900, msg: 'no auth' })).toBe('noAuth');
    expect(sessionEndReason({ code: 900, msg: 'something else' })).toBeNull();
    expect(sessionEndReason({ code: 968, msg: 'no auth' })).toBeNull();
  });

  it('keeps errors as plain serializable records', () => {
    const info = toErrorInfo(new ApiError(968, 'insufficient permission'));
    expect(info).toEqual({ code: 968, msg: 'insufficient permission' });
    expect(JSON.parse(JSON.stringify(info))).toEqual(info);
    expect(toErrorInfo(new Error('boom'))).toEqual({ code: CLIENT_CODES.badResponse, msg: 'boom' });
  });
});
