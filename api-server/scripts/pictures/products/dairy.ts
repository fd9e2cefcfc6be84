import type { Picture } from '../types';

// Shelf colours: whole milk red, 2% blue, skim light blue; salted butter blue, unsalted green.
export const dairy: Picture[] = [
  { file: 'whole-milk', template: 'carton', color: '#d7263d', lines: ['MILK'], band: 'WHOLE', emoji: 'glass-of-milk' },
  { file: 'reduced-fat-milk', template: 'carton', color: '#1f6fd1', lines: ['MILK'], band: '2%', emoji: 'glass-of-milk' },
  { file: 'skim-milk', template: 'carton', color: '#4fb3ea', lines: ['MILK', 'ORGANIC'], band: 'SKIM', emoji: 'glass-of-milk' },
  { file: 'oat-milk', template: 'carton', color: '#b88a4a', accent: '#f3e6c8', lines: ['OAT', 'BARISTA'], food: 'oats' },
  { file: 'almond-milk', template: 'carton', color: '#8a5632', accent: '#f2e2cf', lines: ['ALMOND', 'MILK'], band: 'UNSWEETENED' },
  { file: 'whipping-cream', template: 'carton', color: '#7b3fa0', lines: ['HEAVY', 'WHIPPING'], band: 'CREAM' },
  { file: 'plain-kefir', template: 'bottle', color: '#f4f1ea', accent: '#2a8c6a', lines: ['KEFIR', 'PLAIN'], emoji: 'glass-of-milk' },
  { file: 'white-cheddar', template: 'cheese', kind: 'cheddar', color: '#2f6b3a', accent: '#f8efd2', lines: ['WHITE CHEDDAR'] },
  { file: 'french-brie', template: 'cheese', kind: 'brie', color: '#1f4e9a', accent: '#f6e7b4', lines: ['BRIE'] },
  { file: 'parmigiano', template: 'cheese', kind: 'parmesan', color: '#9a6a1c', accent: '#f1d48a', lines: ['PARMIGIANO'] },
  { file: 'mozzarella', template: 'cheese', kind: 'mozzarella', color: '#2a8c4a', lines: ['MOZZARELLA'] },
  { file: 'gouda-slices', template: 'cheese', kind: 'gouda', color: '#b5432a', accent: '#f4c95a', lines: ['SMOKED GOUDA'] },
  { file: 'greek-feta', template: 'cheese', kind: 'feta', color: '#1d5fb0', accent: '#fbfaf4', lines: ['FETA'] },
  { file: 'greek-yogurt', template: 'tub', color: '#1d5fb0', lines: ['GREEK', 'YOGURT'], band: 'PLAIN' },
  { file: 'strawberry-yogurt', template: 'tub', color: '#e0457b', lines: ['STRAWBERRY', 'YOGURT'], band: '4 CUPS' },
  { file: 'vanilla-yogurt', template: 'tub', color: '#c9a45a', accent: '#efe1bd', lines: ['VANILLA', 'YOGURT'], band: 'ORGANIC' },
  { file: 'salted-butter', template: 'box', kind: 'wide', color: '#f2c230', accent: '#fff6d8', lines: ['BUTTER'], band: 'SALTED', bandColor: '#1f5fb0' },
  { file: 'unsalted-butter', template: 'box', kind: 'wide', color: '#f2c230', accent: '#fff6d8', lines: ['BUTTER'], band: 'UNSALTED', bandColor: '#2f8a3a' },
  { file: 'free-range-eggs', template: 'eggs', color: '#c9a77a', accent: '#dfa878', lines: ['FREE RANGE', '12 LARGE'] },
  { file: 'pasture-raised-eggs', template: 'eggs', color: '#6a9a4a', accent: '#d9a47a', lines: ['PASTURE', 'RAISED'] },
  { file: 'quail-eggs', template: 'eggs', kind: 'quail', color: '#8a8f9c', accent: '#efe3cf', lines: ['QUAIL EGGS'] },
];
