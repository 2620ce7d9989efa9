export {
  SubscribeMessageFields,
  NEW_MESSAGE,
  type SubscribeMessageFieldsProps,
} from './SubscribeMessageFields';
export { PhonePreview, type PhonePreviewProps } from './PhonePreview';
