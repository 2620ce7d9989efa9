/**
 * The mini-program's WeChat calls (02-operations §7, §9): the preview code of a page and its URL link. The
 * floor editor asks for 300 px codes; everywhere else (the channel center) takes the default 400.
 */
import { get, post, type CallOptions } from './request';
import { nonEmptyString, object, type Shape } from './shape';

export type WxaEnvVersion = 'release' | 'trial';
export const WXA_ENV_VERSIONS: readonly WxaEnvVersion[] = ['release', 'trial'];

/** 02 §9: the preview code's default width. */
export const WXA_CODE_WIDTH = 400;

/**
 * 03 §7: the code request carries its colour settings; the spec shows no values, so these are WeChat's own
 * defaults, said outright: black lines, not the page's main colour, on an opaque ground.
 */
export const WXA_CODE_COLOURS = {
  auto_color: false,
  line_color: { r: 0, g: 0, b: 0 },
  is_hyaline: false,
} as const;

export interface WxaCodeRequest {
  /** The page with its query, e.g. `pages/render/render?id=...`. */
  path: string;
  env_version: WxaEnvVersion;
  width?: number;
}

/**
 * The code as a `data:image/png;base64,...` URL: the spec does not show the answer's body, so the gateway
 * wraps the image in the envelope like every other answer (docs/areas/floor.md).
 */
export interface WxaCode {
  image: string;
}

export interface UrlLinkRequest {
  /** The page without a query, e.g. `pages/render/render`. */
  path: string;
  /** The page's query, e.g. `id=...`. */
  query: string;
  env_version: WxaEnvVersion;
}

const codeShape: Shape<WxaCode> = object({ image: nonEmptyString });
const linkShape: Shape<{ url_link: string }> = object({ url_link: nonEmptyString });

export const wxService = {
  /** `GET /api/v1/wx/wxa/getwxacode?reqData={path, width, auto_color, line_color, is_hyaline, env_version}`. */
  codeImage: ({ path, env_version, width = WXA_CODE_WIDTH }: WxaCodeRequest, options: CallOptions = {}) =>
    get('/api/v1/wx/wxa/getwxacode', codeShape, {
      ...options,
      params: {
        ...options.params,
        reqData: JSON.stringify({ path, width, ...WXA_CODE_COLOURS, env_version }),
      },
    }),
  /** `POST /api/v1/wx/wxa/generate_urllink` answering `data.url_link`. */
  urlLink: (request: UrlLinkRequest, options?: CallOptions) =>
    post('/api/v1/wx/wxa/generate_urllink', request, linkShape, options),
};
