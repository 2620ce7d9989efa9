/**
 * The value lists of promote activities and the promote config (02-operations §3), shared by the service types,
 * the editors and the mock's rules.
 */
export type MediaType = 'image' | 'video';
export const MEDIA_TYPES: readonly MediaType[] = ['image', 'video'];

/** The playback flags of a hero banner's video, in the spec's order. */
export const VIDEO_FLAGS = [
  'controls',
  'autoPlay',
  'loop',
  'muted',
  'showFullScreenBtn',
  'showPlayBtn',
  'showProgress',
  'showCenterPlayBtn',
  'showMuteBtn',
] as const;
export type VideoFlag = (typeof VIDEO_FLAGS)[number];

export type CarouselType = 'scaling_carousels' | 'square_carousels';
export const CAROUSEL_TYPES: readonly CarouselType[] = ['scaling_carousels', 'square_carousels'];
