import type { Picture } from '../types';

export const fresh: Picture[] = [
  { file: 'sweet-basil', template: 'bunch', kind: 'basil', color: '#3f9a3a', lines: ['BASIL'] },
  { file: 'fresh-mint', template: 'bunch', kind: 'mint', color: '#4cb86a', lines: ['MINT'] },
  { file: 'flat-leaf-parsley', template: 'bunch', kind: 'parsley', color: '#2f8a34', lines: ['PARSLEY'] },
  { file: 'fresh-cilantro', template: 'bunch', kind: 'cilantro', color: '#48a63e', lines: ['CILANTRO'] },
  { file: 'rosemary-sprigs', template: 'bunch', kind: 'rosemary', color: '#3d6b4a', lines: ['ROSEMARY'] },
  { file: 'ribeye-steak', template: 'tray', kind: 'ribeye', color: '#b8273a', accent: '#34363d', lines: ['RIBEYE'] },
  { file: 'ground-beef', template: 'tray', kind: 'ground-beef', color: '#b8273a', accent: '#34363d', lines: ['GROUND BEEF'] },
  { file: 'chicken-breasts', template: 'tray', kind: 'chicken-breast', color: '#e29a2a', lines: ['CHICKEN BREAST'] },
  { file: 'chicken-drumsticks', template: 'tray', kind: 'drumsticks', color: '#e29a2a', lines: ['DRUMSTICKS'] },
  { file: 'turkey-slices', template: 'tray', kind: 'turkey-slices', color: '#9a6a2a', lines: ['TURKEY BREAST'] },
  { file: 'salmon-fillet', template: 'tray', kind: 'salmon', color: '#e56a3a', accent: '#2c3e50', lines: ['SALMON'] },
  { file: 'cod-fillets', template: 'tray', kind: 'cod', color: '#1f5fa8', accent: '#2c3e50', lines: ['WILD COD'] },
];
