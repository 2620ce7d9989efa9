/**
 * Uploading a file for a form field. An upload is not application state: the upload control awaits the URL,
 * so this is a plain promise rather than an event, kept in src-models so the UI never calls a service itself.
 * An answer that ends the session (969, 900 "no auth") still ends it, as any call through callApi does.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { isApiError, sessionEndReason } from 'src-services/errors';
import { uploadService } from 'src-services/upload';
import type { UploadResult } from 'src-services/types';
import { sessionEndDetected } from '../common/sessionEnd';

export type UploadFile = (file: Blob, fileName: string, signal?: AbortSignal) => Promise<UploadResult>;

/** An upload function bound to the store's dispatch (the UI gets one from a hook). */
export function createUploader(dispatch: Dispatch): UploadFile {
  return async (file, fileName, signal) => {
    try {
      return await uploadService.upload(file, fileName, { signal });
    } catch (error) {
      const reason = isApiError(error) ? sessionEndReason(error) : null;
      if (reason) dispatch(sessionEndDetected({ reason }));
      throw error;
    }
  };
}
