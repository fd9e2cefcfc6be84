import type { Picture } from '../types';
import { packshots } from './table';

// Shelf colours: whole milk red, 2% blue, skim light blue; salted butter blue, unsalted green.
export const dairy: Picture[] = packshots`
  whole-milk | carton | #d7263d | MILK | band WHOLE, emoji glass-of-milk
  reduced-fat-milk | carton | #1f6fd1 | MILK | band 2%, emoji glass-of-milk
  skim-milk | carton | #4fb3ea | MILK / ORGANIC | band SKIM, emoji glass-of-milk
  oat-milk | carton | #b88a4a #f3e6c8 | OAT / BARISTA | food oats
  almond-milk | carton | #8a5632 #f2e2cf | ALMOND / MILK | band UNSWEETENED
  whipping-cream | carton | #7b3fa0 | HEAVY / WHIPPING | band CREAM
  plain-kefir | bottle | #f4f1ea #2a8c6a | KEFIR / PLAIN | emoji glass-of-milk
  white-cheddar | cheese cheddar | #2f6b3a #f8efd2 | WHITE CHEDDAR
  french-brie | cheese brie | #1f4e9a #f6e7b4 | BRIE
  parmigiano | cheese parmesan | #9a6a1c #f1d48a | PARMIGIANO
  mozzarella | cheese mozzarella | #2a8c4a | MOZZARELLA
  gouda-slices | cheese gouda | #b5432a #f4c95a | SMOKED GOUDA
  greek-feta | cheese feta | #1d5fb0 #fbfaf4 | FETA
  greek-yogurt | tub | #1d5fb0 | GREEK / YOGURT | band PLAIN
  strawberry-yogurt | tub | #e0457b | STRAWBERRY / YOGURT | band 4 CUPS
  vanilla-yogurt | tub | #c9a45a #efe1bd | VANILLA / YOGURT | band ORGANIC
  salted-butter | box wide | #f2c230 #fff6d8 | BUTTER | band SALTED, band-color #1f5fb0
  unsalted-butter | box wide | #f2c230 #fff6d8 | BUTTER | band UNSALTED, band-color #2f8a3a
  free-range-eggs | eggs | #c9a77a #dfa878 | FREE RANGE / 12 LARGE
  pasture-raised-eggs | eggs | #6a9a4a #d9a47a | PASTURE / RAISED
  quail-eggs | eggs quail | #8a8f9c #efe3cf | QUAIL EGGS
`;
