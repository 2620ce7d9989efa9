/**
 * The style values of the page builder (03-community-analytics §3, §9; SPEC-DECISIONS 'Floors, builder,
 * promote'): a size is `{size, type}` in one of the units below, a colour `{type: hex|rgb, colour}`. The canvas
 * draws the mini-program's 750 rpx screen on a 375 px phone.
 */
export const SIZE_UNITS = ['none', 'auto', 'rpx', 'px', '%', 'vw', 'vh', 'rem'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

export interface SizeValue {
  size: number;
  type: SizeUnit;
}

export const COLOUR_TYPES = ['hex', 'rgb'] as const;
export interface ColourValue {
  type: (typeof COLOUR_TYPES)[number];
  colour: string;
}

export const BORDER_STYLES = [
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'unset',
  'hidden',
  'none',
] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export interface BorderValue {
  width: SizeValue;
  style: BorderStyle;
  colour: ColourValue;
  radius: SizeValue;
}

export interface TextStyle {
  fontSize: SizeValue;
  fontWeight: number;
  colour: ColourValue;
}

export interface MarginValue {
  top: SizeValue;
  right: SizeValue;
  bottom: SizeValue;
  left: SizeValue;
}

/** The phone the canvas draws: 375 px wide, the mini-program's 750 rpx. */
export const PHONE_WIDTH_PX = 375;
/** The two designs of a full-screen block (02 §3): long phones 750x1624, wide ones 750x1334, drawn at half. */
export const SCREENS = { long: { height: 812 }, wide: { height: 667 } } as const;
export type Screen = keyof typeof SCREENS;
export const RPX_PER_PX = 750 / PHONE_WIDTH_PX;
/** 03 §9: one vw is 3.75 px and one vh 6.67 px on the canvas. */
export const PX_PER_VW = 3.75;
export const PX_PER_VH = 6.67;
const PX_PER_REM = 16;

export const size = (value: number, type: SizeUnit): SizeValue => ({ size: value, type });
export const hex = (colour: string): ColourValue => ({ type: 'hex', colour });

export const DEFAULT_TEXT_STYLE: TextStyle = {
  fontSize: size(14, 'rpx'),
  fontWeight: 400,
  colour: hex('#333333'),
};
export const DEFAULT_BORDER: BorderValue = {
  width: size(0, 'px'),
  style: 'none',
  colour: hex('#000000'),
  radius: size(0, 'px'),
};
export const NO_MARGIN: MarginValue = {
  top: size(0, 'px'),
  right: size(0, 'px'),
  bottom: size(0, 'px'),
  left: size(0, 'px'),
};

/** A size as CSS on the 375 px canvas: rpx halves, vw and vh scale to the phone, none draws nothing. */
export function toCss(value: SizeValue | undefined): string | undefined {
  if (!value) return undefined;
  switch (value.type) {
    case 'none':
      return undefined;
    case 'auto':
      return 'auto';
    case '%':
      return `${value.size}%`;
    default:
      return `${toPx(value)}px`;
  }
}

/** The pixels a size takes on the canvas; null for the relative ones (auto, %, none). */
export function toPx(value: SizeValue): number | null {
  switch (value.type) {
    case 'px':
      return value.size;
    case 'rpx':
      return value.size / RPX_PER_PX;
    case 'vw':
      return value.size * PX_PER_VW;
    case 'vh':
      return value.size * PX_PER_VH;
    case 'rem':
      return value.size * PX_PER_REM;
    default:
      return null;
  }
}

export const colourCss = (value: ColourValue | undefined): string | undefined =>
  value?.colour ? value.colour : undefined;
