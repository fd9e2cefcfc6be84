/**
 * @jest-environment jsdom
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pictures } from '../../../scripts/pictures/products';
import { packshots } from '../../../scripts/pictures/products/table';
import { renderPictures } from '../../../scripts/pictures/render';
import { demoCatalog } from './catalog';

// jsdom for its strict XML parser: a malformed SVG shows as a broken picture in <img>.
const dir = join(__dirname, '..', '..', '..', 'public', 'images', 'products');
const drawn = renderPictures(dir);
const files = [...drawn.keys()];

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('the drawn product pictures', () => {
  it('are committed exactly as the generator draws them (npm run pictures -w @grocery/api-server)', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const [file, svg] of drawn) {
      expect({ file, svg: readFileSync(join(dir, `${file}.svg`), 'utf8') }).toEqual({ file, svg });
    }
  });

  it.each(files)(
    '%s is well-formed SVG on the emoji 32-unit canvas, self-contained and small',
    (file) => {
      const svg = drawn.get(file)!;
      const doc = parse(svg);
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.tagName).toBe('svg');
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 32 32');
      expect(svg).not.toMatch(/<script|href="http|url\((?!#)/i);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
      expect(statSync(join(dir, `${file}.svg`)).size).toBeLessThan(12 * 1024);
    },
  );

  it('are the main picture of the products they were drawn for', () => {
    const main = new Set(
      demoCatalog.flatMap((c) =>
        c.subcategories.flatMap((s) => s.products.map((p) => p.images[0])),
      ),
    );
    expect(files.filter((file) => !main.has(file))).toEqual([]);
  });

  it('credit the Fluent emoji on every label that carries one', () => {
    const credits = readFileSync(join(dir, '..', 'CREDITS.md'), 'utf8');
    const carriers = pictures.filter((p) => p.emoji).map((p) => `\`${p.file}.svg\``);
    expect(carriers.filter((file) => !credits.includes(file))).toEqual([]);
  });

  it('come from a list that refuses a row it cannot draw', () => {
    expect(packshots`a | carton | #d7263d | MILK / 2% | band WHOLE, food oats`).toEqual([
      {
        file: 'a',
        template: 'carton',
        color: '#d7263d',
        lines: ['MILK', '2%'],
        band: 'WHOLE',
        food: 'oats',
      },
    ]);
    expect(() => packshots`a | crate | #d7263d | MILK`).toThrow('a: no template "crate"');
    expect(() => packshots`a | carton | red | MILK`).toThrow('a: colours are #rrggbb, not "red"');
    expect(() => packshots`a | carton | #d7263d | MILK | food ham`).toThrow(
      'a: cannot read "food ham"',
    );
    expect(() => packshots`a | carton | #d7263d`).toThrow('cannot read "a | carton | #d7263d"');
  });

  it('keep label text at a size that reads on a 240 px tile', () => {
    for (const [file, svg] of drawn) {
      for (const m of svg.matchAll(/<text [^>]*font-size="([\d.]+)"/g)) {
        expect({ file, size: Number(m[1]) >= 2.2 }).toEqual({ file, size: true });
      }
    }
  });
});
