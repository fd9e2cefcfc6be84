import type { Picture } from '../types';
import { packshots } from './table';

export const snacks: Picture[] = packshots`
  tortilla-chips | pouch bag | #e2382a #fbd45a | TORTILLA / CHIPS | food chips
  sesame-rice-crackers | pouch | #1e2a3a #c9463d | SESAME / RICE CRACKERS | food sesame-rice-crackers
  dark-chocolate | bar | #2f1a12 #3a1e12 | DARK | band 70% COCOA
  milk-chocolate | bar | #7b4a9c #8a5232 | MILK / CHOCOLATE
  chocolate-chip-cookies | pouch | #1f4e9a | CHOCOLATE / CHIP COOKIES | food chocolate-chip-cookies
  oatmeal-raisin-cookies | pouch | #b5652a | OATMEAL / RAISIN COOKIES | food oatmeal-raisin-cookies
  ground-coffee | pouch | #3a2a22 #e0b26a | COFFEE / GROUND | band MEDIUM ROAST, food ground-coffee
  espresso-beans | pouch | #151313 #c9463d | ESPRESSO / WHOLE BEAN | food coffee-beans
  sparkling-water | bottle clear | #3f9a5a #2b6e3f | SPARKLING | band MINERAL
  spring-water | bottle clear | #7cc4ee #1f6fd1 | SPRING / WATER
`;
