// The tones each product colour is painted in, and the soft ground behind it.
import type { Color } from '@atelier/domain';

export interface Tint {
  light: string;
  base: string;
  dark: string;
  /** The backdrop: pale, and chosen so the product stands out from it. */
  ground: string;
  groundGlow: string;
}

export const TINTS: Record<Color, Tint> = {
  black: { light: '#5a5660', base: '#26242a', dark: '#0d0c10', ground: '#efe3dc', groundGlow: '#fbf4ef' },
  red: { light: '#e8646c', base: '#b3202e', dark: '#63101a', ground: '#f4e9e1', groundGlow: '#fdf8f3' },
  gold: { light: '#fbeaa8', base: '#d6aa45', dark: '#8a661a', ground: '#ece6ef', groundGlow: '#faf7fb' },
  blue: { light: '#7ea6e0', base: '#2d5ba3', dark: '#142d58', ground: '#f2ece2', groundGlow: '#fcf9f3' },
  silver: { light: '#ffffff', base: '#c5c9d1', dark: '#7a808b', ground: '#dcdfe6', groundGlow: '#f1f2f6' },
  beige: { light: '#f7ecd9', base: '#d9c2a0', dark: '#a08460', ground: '#e4e9e6', groundGlow: '#f5f8f6' },
  green: { light: '#78b792', base: '#2f6e4f', dark: '#153a28', ground: '#f3ede4', groundGlow: '#fcfaf5' },
};

/** Precious metals for settings, clasps and hardware. */
export const GOLD = TINTS.gold;
export const SILVER = TINTS.silver;
