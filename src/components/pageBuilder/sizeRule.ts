import { PHONE_WIDTH_PX, toPx, type SizeUnit } from 'config/pageBuilder/styles';

/** 02 §5: a width on the builder is 0 to 375 px, whatever its unit; a relative one (%, auto, none) always fits. */
export function fitsThePhone(size: unknown, type: SizeUnit): boolean {
  const px = typeof size === 'number' ? toPx({ size, type }) : null;
  return px === null || (px >= 0 && px <= PHONE_WIDTH_PX);
}
