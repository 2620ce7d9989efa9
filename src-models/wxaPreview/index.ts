export {
  wxaPreviewActions,
  wxaPreviewReducer,
  selectWxaCode,
  selectWxaLink,
  type WxaPreviewState,
  type WxaValueState,
} from './slice';
export { wxaPreviewSaga } from './sagas';
export {
  WXA_CODE_WIDTH,
  WXA_ENV_VERSIONS,
  type UrlLinkRequest,
  type WxaCodeRequest,
  type WxaEnvVersion,
} from 'src-services/wx';
