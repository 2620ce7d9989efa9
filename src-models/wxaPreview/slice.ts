/**
 * Preview codes and URL links of mini-program pages (02-operations §2 screen 10, §7), kept per page and
 * version so a popover opened again shows them at once. Images are data URLs, so the state stays plain.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { UrlLinkRequest, WxaCodeRequest } from 'src-services/wx';
import type { OpState } from '../common';

export interface WxaValueState extends OpState {
  value: string | null;
}

export interface WxaPreviewState {
  codes: Record<string, WxaValueState>;
  links: Record<string, WxaValueState>;
}

const initialState: WxaPreviewState = { codes: {}, links: {} };

/** One entry per page, query, width and version. */
export const codeKey = ({ path, env_version, width }: WxaCodeRequest) =>
  `${env_version}|${width ?? ''}|${path}`;
export const linkKey = ({ path, query, env_version }: UrlLinkRequest) => `${env_version}|${path}?${query}`;

const pending: WxaValueState = { status: 'pending', error: null, value: null };

const slice = createSlice({
  name: 'wxaPreview',
  initialState,
  reducers: {
    /** A code is wanted: on opening the popover (once loaded it is kept), and on Retry. */
    codeRequested(state, action: PayloadAction<WxaCodeRequest>) {
      state.codes[codeKey(action.payload)] = pending;
    },
    codeLoaded(state, action: PayloadAction<{ key: string; image: string }>) {
      state.codes[action.payload.key] = { status: 'succeeded', error: null, value: action.payload.image };
    },
    codeFailed(state, action: PayloadAction<{ key: string; error: ApiErrorInfo }>) {
      state.codes[action.payload.key] = { status: 'failed', error: action.payload.error, value: null };
    },
    linkRequested(state, action: PayloadAction<UrlLinkRequest>) {
      state.links[linkKey(action.payload)] = pending;
    },
    linkLoaded(state, action: PayloadAction<{ key: string; url: string }>) {
      state.links[action.payload.key] = { status: 'succeeded', error: null, value: action.payload.url };
    },
    linkFailed(state, action: PayloadAction<{ key: string; error: ApiErrorInfo }>) {
      state.links[action.payload.key] = { status: 'failed', error: action.payload.error, value: null };
    },
  },
});

export const wxaPreviewActions = slice.actions;
export const wxaPreviewReducer = slice.reducer;

type WithPreview = { wxaPreview: WxaPreviewState };
const idle: WxaValueState = { status: 'idle', error: null, value: null };
export const selectWxaCode = (state: WithPreview, request: WxaCodeRequest) =>
  state.wxaPreview.codes[codeKey(request)] ?? idle;
export const selectWxaLink = (state: WithPreview, request: UrlLinkRequest) =>
  state.wxaPreview.links[linkKey(request)] ?? idle;
