import type { Picture } from '../types';

export const pantry: Picture[] = [
  { file: 'chickpeas-can', template: 'can', color: '#d9a441', lines: ['CHICKPEAS', 'ORGANIC'], food: 'chickpeas' },
  { file: 'black-beans-can', template: 'can', color: '#2e2a3a', lines: ['BLACK', 'BEANS'], food: 'black-beans' },
  { file: 'diced-tomatoes-can', template: 'can', color: '#d7322b', lines: ['DICED', 'TOMATOES'], food: 'diced-tomatoes' },
  { file: 'tuna-can', template: 'can', kind: 'flat', color: '#1f5fa8', lines: ['TUNA', 'IN OLIVE OIL'] },
  { file: 'chicken-noodle-soup-can', template: 'can', color: '#c8202f', lines: ['CHICKEN', 'NOODLE SOUP'], food: 'soup' },
  { file: 'white-quinoa', template: 'pouch', color: '#5b8c3a', lines: ['QUINOA', 'ORGANIC'], food: 'quinoa' },
  { file: 'penne-rigate', template: 'pouch', color: '#1f4e9a', lines: ['PENNE', 'RIGATE'], food: 'penne' },
  { file: 'jasmine-rice', template: 'pouch', color: '#2e8a6e', lines: ['JASMINE', 'RICE'], food: 'jasmine' },
  { file: 'basmati-rice', template: 'pouch', color: '#a3272f', lines: ['BASMATI', 'RICE'], food: 'basmati' },
  { file: 'rolled-oats', template: 'can', color: '#c2883e', accent: '#fbf1dc', lines: ['ROLLED', 'OATS'], food: 'oats' },
  { file: 'corn-flakes', template: 'box', kind: 'tall', color: '#e8442c', accent: '#fff4d6', lines: ['CORN', 'FLAKES'], food: 'flakes' },
  { file: 'honey-almond-granola', template: 'pouch', color: '#d98c1f', lines: ['GRANOLA', 'HONEY ALMOND'], food: 'granola' },
  { file: 'pancake-mix', template: 'box', kind: 'tall', color: '#2f6fb3', accent: '#fff4d6', lines: ['PANCAKE', 'MIX'], band: 'BUTTERMILK' },
];
