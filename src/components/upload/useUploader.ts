import { useMemo } from 'react';
import { createUploader, type UploadFile } from 'src-models/uploads';
import { useAppDispatch } from 'src/store/hooks';

/** The upload function, bound to this store (a 969 during an upload ends the session like any call). */
export function useUploader(): UploadFile {
  const dispatch = useAppDispatch();
  return useMemo(() => createUploader(dispatch), [dispatch]);
}
