/** The upload center (03-community-analytics §7): a multipart `file`, answered with the file's URL. */
import { postForm, type CallOptions } from './request';
import { nonEmptyString, object, type Shape } from './shape';
import type { UploadResult } from './types';

const uploadShape: Shape<UploadResult> = object({ url: nonEmptyString });

export const uploadService = {
  upload: (file: Blob, fileName: string, options?: CallOptions) => {
    const form = new FormData();
    form.append('file', file, fileName);
    // Videos of 40 MB take a while on a slow line: give them longer than an ordinary call.
    return postForm('api/v1/upload-center/upload', form, uploadShape, { timeoutMs: 300_000, ...options });
  },
};

export type UploadService = typeof uploadService;
