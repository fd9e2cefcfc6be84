import type { Unit } from '@grocery/shared-api';

/** kcal, fat, carbohydrate, sugar, protein: per 100 g (or 100 ml). */
export type Nutrition = [number, number, number, number, number];

/**
 * One demo product. `weight` is how much of `unit` the price buys (500 with g is a 500 g pack,
 * 1 with dozen is a dozen). `images` are picture files under public/images/products.
 */
export interface ProductSeed {
  name: string;
  price: number;
  unit: Unit;
  weight: number | null;
  images: string[];
  maker: string;
  country: string;
  tags: string[];
  description: string;
  nutrition?: Nutrition;
  specs?: Record<string, string>;
  /** Percent off; `sale` says when: always, inside a window around today, or starting later. */
  discount?: number;
  sale?: 'ongoing' | 'window' | 'upcoming';
  stock?: number;
  /** Sold loose by weight at `price` per kg or lb (the unit), in steps from a minimum. */
  byWeight?: { step: number; min: number };
  featured?: boolean;
  /**
   * Among the newest products, which the customer home cuts its shelves from; every other
   * product arrived three to thirty days ago.
   */
  newArrival?: boolean;
  shelfDays?: number;
}

export interface SubcategorySeed {
  name: string;
  description: string;
  storage: string;
  /** Days until expiry from the day of seeding, unless a product says otherwise. */
  shelfDays: number;
  products: ProductSeed[];
}

export interface CategorySeed {
  name: string;
  description: string;
  subcategories: SubcategorySeed[];
}
