import type { Picture } from '../types';

export const care: Picture[] = [
  { file: 'diapers-size-3', template: 'box', kind: 'square', color: '#3f97d6', lines: ['DIAPERS', '104 COUNT'], band: 'SIZE 3' },
  { file: 'baby-wipes', template: 'wipes', color: '#8fcbe8', lines: ['BABY WIPES'], band: 'SENSITIVE' },
  { file: 'baby-lotion', template: 'pump', color: '#f3b6c8', lines: ['BABY', 'LOTION'], band: 'GENTLE' },
  { file: 'shea-body-lotion', template: 'pump', color: '#d9c3a0', accent: '#8a6a44', lines: ['SHEA', 'LOTION'], band: 'BODY' },
  { file: 'argan-shampoo', template: 'bottle', kind: 'tall', color: '#c98a2e', accent: '#3a2a1c', lines: ['ARGAN', 'SHAMPOO'] },
  { file: 'repair-conditioner', template: 'bottle', kind: 'tall', color: '#7a3f8f', accent: '#f1e6f5', lines: ['REPAIR', 'CONDITIONER'] },
  { file: 'lavender-bubble-bath', template: 'bottle', color: '#a58ad6', accent: '#5b3f94', lines: ['BUBBLE', 'BATH'], band: 'LAVENDER' },
  { file: 'mint-toothpaste', template: 'tube', color: '#1f7fd1', accent: '#ffffff', lines: ['WHITENING', 'MINT'] },
  { file: 'lip-balm', template: 'balm', color: '#e46f8a', accent: '#ffffff', lines: ['LIP', 'BALM'] },
  { file: 'infant-formula', template: 'can', color: '#7fb6e0', accent: '#ffffff', lines: ['INFANT', 'FORMULA'], emoji: 'baby-bottle' },
  { file: 'baby-rice-cereal', template: 'box', kind: 'square', color: '#f0a63a', accent: '#fff8e6', lines: ['BABY RICE', 'CEREAL'], food: 'jasmine' },
  { file: 'lemon-dish-soap', template: 'bottle', color: '#f4d23c', accent: '#2f9a4a', lines: ['DISH', 'SOAP'], emoji: 'lemon' },
  { file: 'multi-surface-cleaner', template: 'spray', color: '#2f9ad0', accent: '#ffffff', lines: ['MULTI', 'SURFACE'], band: 'CLEANER' },
  { file: 'paper-towels', template: 'rolls', kind: 'towels', color: '#2f8a5a', lines: ['PAPER', 'TOWELS'] },
  { file: 'toilet-tissue', template: 'rolls', kind: 'tissue', color: '#5b6fc9', lines: ['TOILET', 'TISSUE'] },
  { file: 'dog-food', template: 'pouch', kind: 'sack', color: '#c2452a', lines: ['DOG FOOD', 'CHICKEN & RICE'], food: 'kibble' },
  { file: 'cat-treats', template: 'pouch', color: '#6a4fb3', lines: ['CAT TREATS', 'CRUNCHY'], food: 'kibble' },
  { file: 'cat-food-salmon', template: 'can', kind: 'flat', color: '#e07a3a', lines: ['CAT FOOD', 'SALMON PATE'] },
];
