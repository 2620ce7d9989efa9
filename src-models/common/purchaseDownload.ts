import { ApiError, CLIENT_CODES } from 'src-services/errors';
import { memberService, type PurchaseDownload } from 'src-services/members';
import { httpUrl } from './httpUrl';
import { callApi } from './callApi';

/**
 * The purchase download of a month (the member list's and the DOC member list's): its link, kept only when it is
 * http(s), since the page opens it in a new window; anything else fails like a bad answer.
 */
export function* purchaseDownloadUrl(month: string) {
  const answer: PurchaseDownload = yield* callApi((signal) =>
    memberService.purchaseDownload(month, { signal }),
  );
  const url = httpUrl(answer.download_url);
  if (!url) throw new ApiError(CLIENT_CODES.badResponse, 'download_url is not an http(s) URL');
  return url;
}
