import type { GlobalConfig, TermsConfig } from '../../src-services/config';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';
import { MEDIA_URL_MESSAGE } from '../../config/mediaUrl';
import { ACTION_MESSAGES, CONFIG_MESSAGES } from './configRules';

installMockBackend();

const BACK = '/api/v1/scrm/config/back';
const SAVE = '/api/v1/scrm/config/back/save';

async function loadConfig(): Promise<GlobalConfig> {
  const answer = await call<GlobalConfig>('GET', BACK);
  expect(answer.code).toBe(200);
  return answer.data;
}

describe('the global config', () => {
  it('needs a session', async () => {
    expect((await call('GET', BACK)).code).toBe(969);
  });

  it('lets a reader load it but not save it', async () => {
    await signIn('viewer');
    const config = await loadConfig();
    expect(config.moto_client_emails).toEqual(['dealer-service@moto.example']);
    expect(await call('POST', SAVE, config)).toEqual({
      code: 968,
      msg: 'insufficient permission',
      data: null,
    });
  });

  it('refuses the club administrator, who has no config privilege', async () => {
    await signIn('club');
    expect((await call('GET', BACK)).code).toBe(968);
  });

  it('saves the whole config and answers it back', async () => {
    await signIn('admin');
    const config = await loadConfig();
    const changed: GlobalConfig = {
      ...config,
      business_time: 'Every day 10:00-20:00',
      moto_client_emails: ['a@moto.example', 'b@moto.example'],
      coupon_subscribe: { expire_day: 0, expire_msg: 'Expires tomorrow', pick_msg: 'Pick it up' },
      sns_banner_loop: false,
      sns_banners: [
        { type: 'image', url: '/api/v1/upload-center/files/x/a.png', action: null },
        {
          type: 'video',
          url: '/api/v1/upload-center/files/y/b.mp4',
          poster: '/api/v1/upload-center/files/z/p.png',
          action: { type: 'makePhoneCall', phoneNumber: '400-800-1234', needLogin: true },
        },
      ],
    };
    const saved = await call<GlobalConfig>('POST', SAVE, changed);
    expect(saved.code).toBe(200);
    expect(await loadConfig()).toEqual(saved.data);
    expect(saved.data).toMatchObject({
      business_time: 'Every day 10:00-20:00',
      moto_client_emails: ['a@moto.example', 'b@moto.example'],
      coupon_subscribe: { expire_day: 0 },
      sns_banners: [
        { type: 'image' },
        {
          type: 'video',
          poster: '/api/v1/upload-center/files/z/p.png',
          action: { phoneNumber: '400-800-1234' },
        },
      ],
    });
  });

  it('keeps the reservation activity ids a body leaves out, and changes those it names', async () => {
    await signIn('admin');
    const { reservation_activity_id, reservation_nostore_activity_id, ...rest } = await loadConfig();
    expect(reservation_activity_id).toBeTruthy();
    const saved = await call<GlobalConfig>('POST', SAVE, { ...rest, business_time: 'Weekends' });
    expect(saved.data).toMatchObject({ reservation_activity_id, reservation_nostore_activity_id });
    const renamed = await call<GlobalConfig>('POST', SAVE, { ...rest, reservation_activity_id: ' other ' });
    expect(renamed.data).toMatchObject({ reservation_activity_id: 'other', reservation_nostore_activity_id });
  });

  it('sanitizes the garage authority text before storing it', async () => {
    await signIn('admin');
    const config = await loadConfig();
    const saved = await call<GlobalConfig>('POST', SAVE, {
      ...config,
      garage: {
        authority: '<p onclick="steal()">Own <img src=x onerror=alert(1)>it</p><script>alert(2)</script>',
      },
    });
    expect(saved.data.garage.authority).toBe('<p>Own it</p>');
  });

  it.each<[string, (config: GlobalConfig) => unknown, string]>([
    ['no e-mail', (c) => ({ ...c, moto_client_emails: [] }), CONFIG_MESSAGES.emailsRequired],
    ['a blank e-mail only', (c) => ({ ...c, moto_client_emails: ['  '] }), CONFIG_MESSAGES.emailsRequired],
    [
      'a wrong e-mail',
      (c) => ({ ...c, moto_client_emails: ['a@moto.example', 'nope'] }),
      CONFIG_MESSAGES.emailInvalid,
    ],
    [
      'a long expire message',
      (c) => ({ ...c, coupon_subscribe: { ...c.coupon_subscribe, expire_msg: 'x'.repeat(21) } }),
      CONFIG_MESSAGES.messageTooLong,
    ],
    [
      'a long pick message',
      (c) => ({ ...c, coupon_subscribe: { ...c.coupon_subscribe, pick_msg: '优'.repeat(21) } }),
      CONFIG_MESSAGES.messageTooLong,
    ],
    [
      'no expire day',
      (c) => ({ ...c, coupon_subscribe: { expire_msg: '', pick_msg: '' } }),
      CONFIG_MESSAGES.expireDayRequired,
    ],
    [
      'a negative expire day',
      (c) => ({ ...c, coupon_subscribe: { ...c.coupon_subscribe, expire_day: -1 } }),
      CONFIG_MESSAGES.expireDayMin,
    ],
    [
      'six tags',
      (c) => ({ ...c, feed_tag: { ids: ['1', '2', '3', '4', '5', '6'] } }),
      CONFIG_MESSAGES.tooManyTags,
    ],
    [
      'a banner without file',
      (c) => ({ ...c, sns_banners: [{ type: 'image', url: '' }] }),
      CONFIG_MESSAGES.bannerUrlRequired,
    ],
    [
      'a banner with a javascript: url',
      (c) => ({ ...c, sns_banners: [{ type: 'image', url: 'javascript:alert(1)' }] }),
      MEDIA_URL_MESSAGE,
    ],
    [
      'a video poster with a data: url',
      (c) => ({
        ...c,
        sns_banners: [
          { type: 'video', url: 'https://cdn.moto.example/v.mp4', poster: 'data:image/png;base64,AA' },
        ],
      }),
      MEDIA_URL_MESSAGE,
    ],
    [
      'a share image on another path',
      (c) => ({ ...c, shared: { ...c.shared, image_url: '/api/v1/manager/logout' } }),
      MEDIA_URL_MESSAGE,
    ],
    [
      'a popup action without page',
      (c) => ({ ...c, sns_action: { type: 'navigateTo' } }),
      ACTION_MESSAGES.pageRequired,
    ],
    [
      'a render page without id',
      (c) => ({ ...c, sns_action: { type: 'navigateTo', page: 'render', params: {} } }),
      ACTION_MESSAGES.idRequired,
    ],
    [
      'a webview with a javascript url',
      (c) => ({
        ...c,
        sns_action: { type: 'navigateTo', page: 'webview', params: { url: 'javascript:alert(1)' } },
      }),
      ACTION_MESSAGES.urlInvalid,
    ],
    [
      'switchTab to a page that is not a tab',
      (c) => ({ ...c, sns_action: { type: 'switchTab', page: 'signup' } }),
      ACTION_MESSAGES.switchTabPage,
    ],
    [
      'a location out of range',
      (c) => ({ ...c, sns_action: { type: 'openLocation', latitude: 91, longitude: 0 } }),
      ACTION_MESSAGES.latitudeRange,
    ],
    [
      'a location without longitude',
      (c) => ({ ...c, sns_action: { type: 'openLocation', latitude: 31 } }),
      ACTION_MESSAGES.longitudeRequired,
    ],
    [
      'a phone call without number',
      (c) => ({ ...c, sns_action: { type: 'makePhoneCall' } }),
      ACTION_MESSAGES.phoneRequired,
    ],
    [
      'four subscribe messages',
      (c) => ({
        ...c,
        sns_action: {
          type: 'subscribeMessage',
          subscribeMessage: [1, 2, 3, 4].map((n) => ({ activity: `a${n}`, template: `t${n}` })),
        },
      }),
      ACTION_MESSAGES.subscribeTooMany,
    ],
    [
      'a mini program without a valid AppID',
      (c) => ({ ...c, sns_action: { type: 'navigateToMiniProgram', appId: 'wx123' } }),
      ACTION_MESSAGES.appIdInvalid,
    ],
    [
      'a copy action without text',
      (c) => ({ ...c, sns_action: { type: 'copyToClipboard', text: ' ' } }),
      ACTION_MESSAGES.textRequired,
    ],
  ])('refuses %s with the form message', async (_, change, message) => {
    await signIn('admin');
    const config = await loadConfig();
    expect(await call('POST', SAVE, change(config))).toEqual({ code: 400, msg: message, data: null });
    expect(await loadConfig()).toEqual(config);
  });

  it('answers a clear error for a body that is not an object', async () => {
    await signIn('admin');
    expect(await call('POST', SAVE, '[1,2]')).toMatchObject({ code: 400, msg: 'Body must be a JSON object' });
  });
});

describe('the user terms', () => {
  it('loads, saves sanitized, and loads the saved text', async () => {
    await signIn('admin');
    const seeded = await call<TermsConfig>('GET', '/api/v1/scrm/config/tc');
    expect(seeded.data.content).toContain('<h1>User terms</h1>');
    const saved = await call<TermsConfig>('POST', '/api/v1/scrm/config/tc/save', {
      content: '<h2>New</h2><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    });
    expect(saved).toMatchObject({ code: 200, data: { content: '<h2>New</h2><a>x</a>' } });
    expect((await call<TermsConfig>('GET', '/api/v1/scrm/config/tc')).data.content).toBe(
      '<h2>New</h2><a>x</a>',
    );
  });

  it('needs the save privilege to save', async () => {
    await signIn('viewer');
    expect((await call('POST', '/api/v1/scrm/config/tc/save', { content: '<p>x</p>' })).code).toBe(968);
  });

  it('needs a text', async () => {
    await signIn('admin');
    expect(await call('POST', '/api/v1/scrm/config/tc/save', { content: 3 })).toMatchObject({
      code: 400,
      msg: 'Field "content" must be a string',
    });
  });
});
