import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { toErrorInfo } from 'src-services/errors';
import { wxService, type UrlLinkRequest, type WxaCode, type WxaCodeRequest } from 'src-services/wx';
import { callApi } from '../common/callApi';
import { codeKey, linkKey, wxaPreviewActions } from './slice';

/** Only an image the browser can show from the answer itself, never an address to load from elsewhere. */
const isImageDataUrl = (image: string) => /^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=]+$/.test(image);
const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

function* loadCode({ payload }: PayloadAction<WxaCodeRequest>) {
  const key = codeKey(payload);
  try {
    const code: WxaCode = yield* callApi((signal) => wxService.codeImage(payload, { signal }));
    if (!isImageDataUrl(code.image)) throw new Error('Malformed response');
    yield put(wxaPreviewActions.codeLoaded({ key, image: code.image }));
  } catch (error) {
    yield put(wxaPreviewActions.codeFailed({ key, error: toErrorInfo(error) }));
  }
}

function* loadLink({ payload }: PayloadAction<UrlLinkRequest>) {
  const key = linkKey(payload);
  try {
    const link: { url_link: string } = yield* callApi((signal) => wxService.urlLink(payload, { signal }));
    // A link from the server is shown and copied only when it is http(s).
    if (!isHttpUrl(link.url_link)) throw new Error('Malformed response');
    yield put(wxaPreviewActions.linkLoaded({ key, url: link.url_link }));
  } catch (error) {
    yield put(wxaPreviewActions.linkFailed({ key, error: toErrorInfo(error) }));
  }
}

export function* wxaPreviewSaga() {
  yield takeEvery(wxaPreviewActions.codeRequested.type, loadCode);
  yield takeEvery(wxaPreviewActions.linkRequested.type, loadLink);
}
