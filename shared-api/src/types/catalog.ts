export const UNITS = [
  'piece',
  'kg',
  'g',
  'lb',
  'oz',
  'l',
  'ml',
  'gal',
  'qt',
  'pt',
  'dozen',
  'pack',
  'box',
  'case',
] as const;
export type Unit = (typeof UNITS)[number];

/** How a product is sold: by the piece, or by weight at a price per weight unit. */
export const SOLD_BY = ['unit', 'weight'] as const;
export type SoldBy = (typeof SOLD_BY)[number];
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface CategoryRef {
  id: string;
  name: string;
}

export interface Category {
  id: string;
  name: string;
  description: string | null;
  parentId: string | null;
  parent: CategoryRef | null;
  isVisible: boolean;
  productCount: number;
  createdAt: string;
  children?: Category[];
}

export interface Product {
  id: string;
  name: string;
  sku: string;
  description: string;
  /** Dollars with 2 decimals; the server computes in integer cents. */
  price: number;
  /** Percent off, 0 when there is no sale. */
  discount: number;
  /** Price after discount, or null when there is no active discount. */
  discountPrice: number | null;
  discountStartDate: string | null;
  discountEndDate: string | null;
  expiryDate: string | null;
  /** In pieces, or in the weight unit for weighed goods (up to 3 decimals). */
  stock: number;
  minStock: number;
  maxStock: number;
  unit: Unit;
  /** 'weight': `price` is per `weightUnit`, quantities are decimals. */
  soldBy: SoldBy;
  weightUnit: WeightUnit | null;
  /** What one press of the stepper adds: 1 for unit goods, e.g. 0.1 (kg) for weighed goods. */
  quantityStep: number;
  /** The least a shopper may order: 1 for unit goods, e.g. 0.2 (kg). */
  minQuantity: number;
  status: 'active' | 'inactive';
  visibility: 'visible' | 'hidden';
  categoryId: string | null;
  category: CategoryRef | null;
  weight: number | null;
  barcode: string | null;
  manufacturer: string | null;
  countryOfOrigin: string | null;
  tags: string[];
  images: string[];
  image: string | null;
  specifications: Record<string, string>;
  nutritionInfo: Record<string, string | number>;
  isActive: boolean;
  isFeatured: boolean;
  isVisible: boolean;
  addedBy: string | null;
  createdAt: string;
  updatedAt: string;
}
