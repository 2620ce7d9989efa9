export { UploadField, type UploadFieldProps } from './UploadField';
export { mediaUrlRule } from './mediaUrlRule';
export { useUploader } from './useUploader';
export {
  IMAGE_LIMIT,
  VIDEO_LIMIT,
  DEFAULT_LIST_MAX,
  checkFile,
  isUploaded,
  mediaKindOf,
} from './uploadRules';
