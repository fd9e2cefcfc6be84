import type { Picture } from '../types';

export const snacks: Picture[] = [
  { file: 'tortilla-chips', template: 'pouch', kind: 'bag', color: '#e2382a', accent: '#fbd45a', lines: ['TORTILLA', 'CHIPS'], food: 'chips' },
  { file: 'dark-chocolate', template: 'bar', color: '#2f1a12', accent: '#3a1e12', lines: ['DARK'], band: '70% COCOA' },
  { file: 'milk-chocolate', template: 'bar', color: '#7b4a9c', accent: '#8a5232', lines: ['MILK', 'CHOCOLATE'] },
  { file: 'chocolate-chip-cookies', template: 'pouch', color: '#1f4e9a', lines: ['CHOCOLATE', 'CHIP COOKIES'], food: 'chocolate-chip-cookies' },
  { file: 'oatmeal-raisin-cookies', template: 'pouch', color: '#b5652a', lines: ['OATMEAL', 'RAISIN COOKIES'], food: 'oatmeal-raisin-cookies' },
  { file: 'ground-coffee', template: 'pouch', color: '#3a2a22', accent: '#e0b26a', lines: ['COFFEE', 'GROUND'], band: 'MEDIUM ROAST', food: 'ground-coffee' },
  { file: 'espresso-beans', template: 'pouch', color: '#151313', accent: '#c9463d', lines: ['ESPRESSO', 'WHOLE BEAN'], food: 'coffee-beans' },
  { file: 'sparkling-water', template: 'bottle', kind: 'clear', color: '#3f9a5a', accent: '#2b6e3f', lines: ['SPARKLING'], band: 'MINERAL' },
  { file: 'spring-water', template: 'bottle', kind: 'clear', color: '#7cc4ee', accent: '#1f6fd1', lines: ['SPRING', 'WATER'] },
];
