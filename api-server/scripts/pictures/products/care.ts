import type { Picture } from '../types';
import { packshots } from './table';

export const care: Picture[] = packshots`
  diapers-size-3 | box square | #3f97d6 | DIAPERS / 104 COUNT | band SIZE 3
  baby-wipes | wipes | #8fcbe8 | BABY WIPES | band SENSITIVE
  baby-lotion | pump | #f3b6c8 | BABY / LOTION | band GENTLE
  shea-body-lotion | pump | #d9c3a0 #8a6a44 | SHEA / LOTION | band BODY
  argan-shampoo | bottle tall | #c98a2e #3a2a1c | ARGAN / SHAMPOO
  repair-conditioner | bottle tall | #7a3f8f #f1e6f5 | REPAIR / CONDITIONER
  lavender-bubble-bath | bottle | #a58ad6 #5b3f94 | BUBBLE / BATH | band LAVENDER
  mint-toothpaste | tube | #1f7fd1 #ffffff | WHITENING / MINT
  lip-balm | balm | #e46f8a #ffffff | LIP / BALM
  infant-formula | can | #7fb6e0 #ffffff | INFANT / FORMULA | emoji baby-bottle
  baby-rice-cereal | box square | #f0a63a #fff8e6 | BABY RICE / CEREAL | food jasmine
  lemon-dish-soap | bottle | #f4d23c #2f9a4a | DISH / SOAP | emoji lemon
  multi-surface-cleaner | spray | #2f9ad0 #ffffff | MULTI / SURFACE | band CLEANER
  paper-towels | rolls towels | #2f8a5a | PAPER / TOWELS
  toilet-tissue | rolls tissue | #5b6fc9 | TOILET / TISSUE
  dog-food | pouch sack | #c2452a | DOG FOOD / CHICKEN & RICE | food kibble
  cat-treats | pouch | #6a4fb3 | CAT TREATS / CRUNCHY | food kibble
  cat-food-salmon | can flat | #e07a3a | CAT FOOD / SALMON PATE
`;
