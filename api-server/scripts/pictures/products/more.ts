import type { Picture } from '../types';

// Products whose emoji was only near the mark: a generic loaf, juice box, cartoon meat, ...
export const more: Picture[] = [
  { file: 'sourdough-loaf', template: 'loaf', kind: 'boule', color: '#8a5a2a', accent: '#c98a44', lines: ['SOURDOUGH'] },
  { file: 'sandwich-bread', template: 'loaf', kind: 'sandwich', color: '#2f6fb3', accent: '#a8662e', lines: ['WHOLE WHEAT'] },
  { file: 'seeded-rye', template: 'loaf', kind: 'rye', color: '#4a3424', accent: '#6e4426', lines: ['SEEDED RYE'] },
  { file: 'orange-juice', template: 'carton', color: '#f08a1c', accent: '#fff6e0', lines: ['ORANGE', 'JUICE'], emoji: 'tangerine' },
  { file: 'apple-juice', template: 'carton', color: '#5aa03c', accent: '#fbf6e2', lines: ['APPLE', 'JUICE'], band: 'CLOUDY', emoji: 'red-apple' },
  { file: 'whole-chicken', template: 'tray', kind: 'whole-chicken', color: '#e29a2a', lines: ['WHOLE CHICKEN'] },
  { file: 'pork-chops', template: 'tray', kind: 'pork-chops', color: '#d4586a', lines: ['PORK CHOPS'] },
  { file: 'lamb-chops', template: 'tray', kind: 'lamb-chops', color: '#7a3a8a', accent: '#34363d', lines: ['LAMB CHOPS'] },
  { file: 'frozen-peas', template: 'pouch', kind: 'bag', color: '#2f7fc0', lines: ['GARDEN', 'PEAS'], food: 'peas' },
  { file: 'frozen-corn', template: 'pouch', kind: 'bag', color: '#2f7fc0', lines: ['SWEET', 'CORN'], food: 'corn' },
  { file: 'frozen-berries', template: 'pouch', kind: 'bag', color: '#6a3a9a', lines: ['MIXED', 'BERRIES'], food: 'berries' },
  { file: 'carrot-puree', template: 'jar', color: '#5aa03c', accent: '#f08a30', lines: ['CARROT &', 'SWEET POTATO'] },
  { file: 'apple-puree-pouch', template: 'pouch', color: '#d8323a', lines: ['APPLE', 'PUREE'], emoji: 'red-apple' },
  { file: 'vitamin-c', template: 'bottle', color: '#f08a24', accent: '#ffffff', lines: ['VITAMIN C', '1000 MG'] },
  { file: 'trash-bags', template: 'box', kind: 'square', color: '#3a3f47', lines: ['TRASH', 'BAGS'], band: 'TALL KITCHEN' },
  { file: 'breakfast-tea', template: 'box', kind: 'square', color: '#1f3f7a', lines: ['ENGLISH', 'BREAKFAST'], band: 'TEA' },
];
