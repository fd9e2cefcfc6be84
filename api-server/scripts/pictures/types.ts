import type { Food } from './foods';

/** One packshot: a template, its colours, what its label says and, optionally, one Fluent emoji. */
export interface Picture {
  /** Output file name without `.svg`; also the prefix of every id inside the file. */
  file: string;
  template: TemplateName;
  /** The package's main colour (the carton's band, the can's label, the bag ...). */
  color: string;
  /** A second colour: cap, lid, band text background, or what shows through a window. */
  accent?: string;
  /** Label lines, top to bottom; the first is the biggest. */
  lines: string[];
  /** A variant badge ("WHOLE", "2%", "SALTED"). */
  band?: string;
  /** The badge's colour when the template's default would not say the variant. */
  bandColor?: string;
  /** A Fluent emoji file name (without `.svg`) inlined on the label. */
  emoji?: string;
  /** A drawn food shown on the label (instead of an emoji) or through the pouch's window. */
  food?: Food;
  /** Template-specific options (what the window shows, which food is drawn ...). */
  kind?: string;
}

export type TemplateName =
  | 'carton'
  | 'bottle'
  | 'pump'
  | 'spray'
  | 'tube'
  | 'balm'
  | 'can'
  | 'jar'
  | 'tub'
  | 'pouch'
  | 'box'
  | 'bar'
  | 'tray'
  | 'bunch'
  | 'eggs'
  | 'rolls'
  | 'wipes'
  | 'cheese'
  | 'loaf'
  | 'soda';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
