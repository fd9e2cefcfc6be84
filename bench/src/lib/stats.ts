import zlib from 'node:zlib';

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Size after gzip -9, what a CDN or reverse proxy would send. */
export function gzipSize(body: Buffer | string): number {
  return zlib.gzipSync(body, { level: 9 }).length;
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
