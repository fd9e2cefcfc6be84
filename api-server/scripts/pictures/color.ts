function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved toward `b` by `t` (0..1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const out = [ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t];
  return `#${out.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export const light = (c: string, t: number): string => mix(c, '#ffffff', t);
export const dark = (c: string, t: number): string => mix(c, '#000000', t);

/** Whether `color` is so pale that text in it would not read on white. */
export function pale(color: string): boolean {
  const [r, g, b] = channels(color);
  return 0.299 * r + 0.587 * g + 0.114 * b > 200;
}

/** White or near-black, whichever reads better on `background`. */
export function ink(background: string): string {
  const [r, g, b] = channels(background);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#2b2630' : '#ffffff';
}
