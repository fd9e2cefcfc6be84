import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const num = (n: number): string => String(Math.round(n * 100) / 100);

type Stops = string[] | [number, string][];

function stopTags(stops: Stops): string {
  return stops
    .map((s, i) => {
      const [offset, color] = Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s];
      return `<stop offset="${num(offset)}" stop-color="${color}"/>`;
    })
    .join('');
}

/**
 * Collects one picture's gradients and clip paths; ids are `<file>-<n>` like the Fluent
 * emoji's, so a picture that inlines an emoji never has two elements with one id.
 */
export class Canvas {
  private count = 0;
  private readonly defs: string[] = [];

  constructor(
    readonly file: string,
    private readonly emojiDir: string,
  ) {}

  private id(): string {
    return `${this.file}-${this.count++}`;
  }

  /** A linear gradient from (x1,y1) to (x2,y2); returns the `url(#id)` to fill with. */
  linear(stops: Stops, x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" gradientUnits="userSpaceOnUse">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stops, cx: number, cy: number, r: number): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" gradientUnits="userSpaceOnUse">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient lit from the upper left of whatever shape it fills. */
  radialBox(stops: Stops): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx=".38" cy=".32" r=".75">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Clips `content` to `shape` (an SVG element string). */
  clip(shape: string, content: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `<g clip-path="url(#${id})">${content}</g>`;
  }

  /** The emoji's own drawing, scaled into a `size` square whose top-left corner is (x,y). */
  emoji(name: string, x: number, y: number, size: number): string {
    const source = readFileSync(join(this.emojiDir, `${name}.svg`), 'utf8');
    const inner = source.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    return `<svg x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" viewBox="0 0 32 32" fill="none">${inner}</svg>`;
  }

  finish(body: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32">${body}${defs}</svg>\n`;
  }
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(rx)}" fill="${fill}"${extra}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

/** The soft white sheen Fluent puts on the lit side of a rounded object. */
export const sheen = (x: number, y: number, w: number, h: number, opacity = 0.45): string =>
  rect(x, y, w, h, Math.min(w, h) / 2, '#ffffff', ` fill-opacity="${opacity}"`);
