import type { CategorySeed } from '../types';
import { baby, pets } from './baby-pets';
import { bakery, dairyAndEggs } from './dairy-bakery';
import { deli, frozen } from './frozen-deli';
import { beverages, snacksAndSweets } from './drinks-snacks';
import { fruitsAndVegetables } from './fruits-vegetables';
import { household, personalCare } from './home-care';
import { meatAndSeafood, pantry } from './meat-pantry';

/** The demo store, in the order a shopper walks the aisles. */
export const demoCatalog: CategorySeed[] = [
  fruitsAndVegetables,
  dairyAndEggs,
  bakery,
  meatAndSeafood,
  pantry,
  beverages,
  snacksAndSweets,
  frozen,
  deli,
  household,
  personalCare,
  baby,
  pets,
];
