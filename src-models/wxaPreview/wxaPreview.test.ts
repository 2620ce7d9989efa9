/** Preview codes and URL links through the store and sagas, against the mock backend. */
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { selectWxaCode, selectWxaLink, wxaPreviewActions } from './index';

const server = installMockBackend();
beforeEach(() => signIn('admin'));

const code = { path: 'pages/render/render?id=abc', env_version: 'trial' as const, width: 300 };
const link = { path: 'pages/render/render', query: 'id=abc', env_version: 'release' as const };

describe('the preview code', () => {
  it('loads the code as a PNG data URL and the URL link as https', async () => {
    const store = createNotedStore();
    store.dispatch(wxaPreviewActions.codeRequested(code));
    store.dispatch(wxaPreviewActions.linkRequested(link));
    const state = await waitForState(
      store,
      (root) =>
        selectWxaCode(root, code).status === 'succeeded' && selectWxaLink(root, link).status === 'succeeded',
    );
    expect(selectWxaCode(state, code).value).toMatch(/^data:image\/png;base64,/);
    expect(selectWxaLink(state, link).value).toMatch(/^https:\/\//);
  });

  it("asks with the code's width and colour settings (03 §7)", async () => {
    const asked: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      const reqData = new URL(request.url).searchParams.get('reqData');
      if (reqData) asked.push(JSON.parse(reqData));
    });
    const store = createNotedStore();
    store.dispatch(wxaPreviewActions.codeRequested(code));
    await waitForState(store, (root) => selectWxaCode(root, code).status === 'succeeded');
    expect(asked).toEqual([
      {
        path: code.path,
        width: 300,
        auto_color: false,
        line_color: { r: 0, g: 0, b: 0 },
        is_hyaline: false,
        env_version: 'trial',
      },
    ]);
  });

  it('refuses a link that is not http(s) and an image that is not inline', async () => {
    server.use(
      http.post('*/api/v1/wx/wxa/generate_urllink', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { url_link: 'javascript:alert(1)' } }),
      ),
      http.get('*/api/v1/wx/wxa/getwxacode', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { image: 'https://evil.example/x.png' } }),
      ),
    );
    const store = createNotedStore();
    store.dispatch(wxaPreviewActions.codeRequested(code));
    store.dispatch(wxaPreviewActions.linkRequested(link));
    const state = await waitForState(
      store,
      (root) =>
        selectWxaCode(root, code).status === 'failed' && selectWxaLink(root, link).status === 'failed',
    );
    expect(selectWxaCode(state, code).value).toBeNull();
    expect(selectWxaLink(state, link).value).toBeNull();
  });
});
