import { Canvas } from './canvas';
import { pictures } from './products';
import { templates } from './templates';
import type { Picture } from './types';

export function renderPicture(pic: Picture, emojiDir: string): string {
  const c = new Canvas(pic.file, emojiDir);
  return c.finish(templates[pic.template](c, pic));
}

/** Every drawn picture by file name (without `.svg`); `emojiDir` holds the Fluent emoji to inline. */
export function renderPictures(emojiDir: string): Map<string, string> {
  return new Map(pictures.map((pic) => [pic.file, renderPicture(pic, emojiDir)]));
}
