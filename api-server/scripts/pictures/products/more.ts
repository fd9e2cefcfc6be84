import type { Picture } from '../types';
import { packshots } from './table';

// Products whose emoji was only near the mark: a generic loaf, juice box, cartoon meat, ...
export const more: Picture[] = packshots`
  sourdough-loaf | loaf boule | #8a5a2a #c98a44 | SOURDOUGH
  sandwich-bread | loaf sandwich | #2f6fb3 #a8662e | WHOLE WHEAT
  seeded-rye | loaf rye | #4a3424 #6e4426 | SEEDED RYE
  orange-juice | carton | #f08a1c #fff6e0 | ORANGE / JUICE | emoji tangerine
  apple-juice | carton | #5aa03c #fbf6e2 | APPLE / JUICE | band CLOUDY, emoji red-apple
  whole-chicken | tray whole-chicken | #e29a2a | WHOLE CHICKEN
  pork-chops | tray pork-chops | #d4586a | PORK CHOPS
  lamb-chops | tray lamb-chops | #7a3a8a #34363d | LAMB CHOPS
  frozen-peas | pouch bag | #2f7fc0 | GARDEN / PEAS | food peas
  frozen-corn | pouch bag | #2f7fc0 | SWEET / CORN | food corn
  frozen-berries | pouch bag | #6a3a9a | MIXED / BERRIES | food berries
  carrot-puree | jar | #5aa03c #f08a30 | CARROT & / SWEET POTATO
  apple-puree-pouch | pouch | #d8323a | APPLE / PUREE | emoji red-apple
  vitamin-c | bottle | #f08a24 #ffffff | VITAMIN C / 1000 MG
  trash-bags | box square | #3a3f47 | TRASH / BAGS | band TALL KITCHEN
  breakfast-tea | box square | #1f3f7a | ENGLISH / BREAKFAST | band TEA
  green-tea | box square | #3f7a3a | GREEN TEA / JAPANESE | food tea-leaves
  yerba-mate | pouch | #3d6b2a | YERBA / MATE | band LOOSE LEAF, food tea-leaves
  classic-cola | soda | #c8102e | COLA / CLASSIC
  lemonade | bottle clear | #f2d64b #e8b21c | LEMONADE | emoji lemon
  coconut-water | carton | #3a8a5a #fbf8ee | COCONUT / WATER | emoji coconut
  gummy-bears | pouch | #e8384f | GUMMY / BEARS | food gummies
  vanilla-ice-cream | tub | #c9a45a #f6ecd0 | VANILLA / ICE CREAM | band MADAGASCAR
  chocolate-ice-cream | tub | #6b3a22 | DOUBLE / CHOCOLATE | band ICE CREAM
  mango-sorbet | tub | #f29a1f | MANGO / SORBET
  party-ice | pouch bag | #5fb3e6 | PARTY / ICE | food ice-cubes
  sea-salt | box square | #2f6fb3 | FLAKY / SEA SALT
  calamari-rings | tray calamari | #e0a23a #2c3e50 | CALAMARI
  romaine-hearts | pouch bag | #3f8f3a | ROMAINE / HEARTS | band 3 PACK
  caesar-salad | tub | #2f6b3a #f6efd9 | CAESAR / SALAD | band CHICKEN
  greek-salad | tub | #1d5fb0 #f4f6fb | GREEK / SALAD | emoji olive
  mixed-nuts | can | #7a3f1c #f2e2c4 | MIXED / NUTS | band DELUXE, emoji peanuts
  pretzel-twists | pouch | #1f3f7a | PRETZEL / TWISTS | band SOURDOUGH
`;
