import { FOODS, type Food } from '../foods';
import { templates } from '../templates';
import type { Picture, TemplateName } from '../types';

const isTemplate = (name: string): name is TemplateName => Object.hasOwn(templates, name);
const isFood = (name: string): name is Food => (FOODS as string[]).includes(name);
const COLOR = /^#[0-9a-f]{6}$/;

/**
 * The picture list as a table, one picture a line:
 * `file | template [kind] | colour [accent] | LINE / LINE | extras`, where extras are
 * comma-separated `band TEXT`, `band-color #hex`, `emoji file-name` or `food name`.
 */
export function packshots(strings: TemplateStringsArray): Picture[] {
  return strings
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(row);
}

function row(line: string): Picture {
  const cells = line.split('|').map((cell) => cell.trim());
  const [file, shape, colors, lines, extras = ''] = cells;
  if (cells.length < 4 || cells.length > 5 || !file || !shape || !colors || !lines) {
    throw new Error(`pictures: cannot read "${line}"`);
  }
  const [template = '', kind] = shape.split(' ');
  const [color = '', accent] = colors.split(' ');
  if (!isTemplate(template)) throw new Error(`pictures: ${file}: no template "${template}"`);
  if (![color, accent ?? '#000000'].every((c) => COLOR.test(c))) {
    throw new Error(`pictures: ${file}: colours are #rrggbb, not "${colors}"`);
  }
  const pic: Picture = { file, template, color, lines: lines.split(' / ') };
  if (kind) pic.kind = kind;
  if (accent) pic.accent = accent;
  for (const extra of extras
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [key, ...words] = extra.split(' ');
    const value = words.join(' ');
    if (key === 'band') pic.band = value;
    else if (key === 'band-color' && COLOR.test(value)) pic.bandColor = value;
    else if (key === 'emoji') pic.emoji = value;
    else if (key === 'food' && isFood(value)) pic.food = value;
    else throw new Error(`pictures: ${file}: cannot read "${extra}"`);
  }
  return pic;
}
