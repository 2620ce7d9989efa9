export * from './model';
export * from './form';
export * from './pickers';
export { promoteActivityFields } from './fields';
export {
  CAROUSEL_TYPES,
  MEDIA_TYPES,
  VIDEO_FLAGS,
  type CarouselType,
  type MediaType,
  type VideoFlag,
} from 'src-services/promote';
