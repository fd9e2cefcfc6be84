import type { Picture } from '../types';
import { packshots } from './table';

export const pantry: Picture[] = packshots`
  chickpeas-can | can | #d9a441 | CHICKPEAS / ORGANIC | food chickpeas
  black-beans-can | can | #2e2a3a | BLACK / BEANS | food black-beans
  diced-tomatoes-can | can | #d7322b | DICED / TOMATOES | food diced-tomatoes
  tuna-can | can flat | #1f5fa8 | TUNA / IN OLIVE OIL
  chicken-noodle-soup-can | can | #c8202f | CHICKEN / NOODLE SOUP | food soup
  white-quinoa | pouch | #5b8c3a | QUINOA / ORGANIC | food quinoa
  penne-rigate | pouch | #1f4e9a | PENNE / RIGATE | food penne
  jasmine-rice | pouch | #2e8a6e | JASMINE / RICE | food jasmine
  basmati-rice | pouch | #a3272f | BASMATI / RICE | food basmati
  rolled-oats | can | #c2883e #fbf1dc | ROLLED / OATS | food oats
  corn-flakes | box tall | #e8442c #fff4d6 | CORN / FLAKES | food flakes
  honey-almond-granola | pouch | #d98c1f | GRANOLA / HONEY ALMOND | food granola
  spaghetti | pouch | #1f4e9a | SPAGHETTI / NO. 5 | food spaghetti
  marinara-sauce | jar | #b3262a #c8352a | MARINARA / SAUCE
  basil-pesto | jar | #3f7a2a #6b9a2e | BASIL / PESTO
  peanut-butter | jar | #c8202f #c08a4a | PEANUT / BUTTER | band CRUNCHY
  strawberry-jam | jar | #d23a5a #8e1b36 | STRAWBERRY / JAM
  pure-ghee | jar | #c9952a #f0c34a | GHEE / PURE
  olive-oil | bottle tall | #4a6a1e #c9a43a | OLIVE OIL / EXTRA VIRGIN | emoji olive
  maple-syrup | bottle | #b5651d #7a3a12 | MAPLE / SYRUP | band PURE
  pancake-mix | box tall | #2f6fb3 #fff4d6 | PANCAKE / MIX | band BUTTERMILK
`;
