import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPictures } from './render';

// The drawings land beside the emoji they may inline, where the catalogue points.
const dir = fileURLToPath(new URL('../../public/images/products/', import.meta.url));
const drawn = renderPictures(dir);
for (const [file, svg] of drawn) writeFileSync(`${dir}${file}.svg`, svg);
console.log(`drew ${drawn.size} pictures in ${dir}`);
