import type { Product, SoldBy, Unit, WeightUnit } from '@grocery/shared-api';
import { DEFAULT_WEIGHT_STEP, type ProductCreateInput } from '@grocery/shared-api/validation';

/** What the product form holds: numbers as typed text, lists as text, flags as checkboxes. */
export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  categoryId: string;
  images: string;
  price: string;
  discountPrice: string;
  stock: string;
  minStock: string;
  maxStock: string;
  unit: Unit | '';
  soldBy: SoldBy;
  weightUnit: WeightUnit | '';
  quantityStep: string;
  minQuantity: string;
  weight: string;
  barcode: string;
  manufacturer: string;
  countryOfOrigin: string;
  tags: string;
  expiryDate: string;
  discountStartDate: string;
  discountEndDate: string;
  isActive: boolean;
  isVisible: boolean;
  isFeatured: boolean;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Spec section 9 form defaults: isActive true, isFeatured false, isVisible true. */
export function formValuesOf(product?: Product | null): ProductFormValues {
  const weighed = product?.soldBy === 'weight';
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    categoryId: product?.categoryId ?? '',
    images: (product?.images ?? []).join('\n'),
    price: text(product?.price),
    discountPrice: text(product?.discountPrice),
    stock: text(product?.stock),
    minStock: text(product?.minStock),
    maxStock: text(product?.maxStock),
    // A weighed product's unit is its weight unit; switched to pieces it starts from 'piece'.
    unit: product && !weighed ? product.unit : 'piece',
    soldBy: product?.soldBy ?? 'unit',
    // A unit product switched to weight starts from the usual 0.1 kg step, not its step of 1.
    weightUnit: product?.weightUnit ?? 'kg',
    quantityStep: weighed ? text(product.quantityStep) : String(DEFAULT_WEIGHT_STEP),
    minQuantity: weighed ? text(product.minQuantity) : '',
    weight: text(product?.weight),
    barcode: product?.barcode ?? '',
    manufacturer: product?.manufacturer ?? '',
    countryOfOrigin: product?.countryOfOrigin ?? '',
    tags: (product?.tags ?? []).join(', '),
    expiryDate: product?.expiryDate?.slice(0, 10) ?? '',
    discountStartDate: product?.discountStartDate?.slice(0, 10) ?? '',
    discountEndDate: product?.discountEndDate?.slice(0, 10) ?? '',
    isActive: product ? product.isActive : true,
    isVisible: product ? product.isVisible : true,
    isFeatured: product?.isFeatured ?? false,
  };
}

const orNull = (value: string) => value.trim() || null;
/** A required number left blank stays missing, so the schema says it is required. */
const required = (value: string) => value.trim() || undefined;
const orZero = (value: string) => value.trim() || '0';

/**
 * Spec section 5, "On submit": text trimmed, blank numbers 0 (weight and discountPrice null),
 * optional text null, status and visibility from isActive and isVisible.
 */
export function toProductPayload(values: ProductFormValues): ProductCreateInput {
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId,
    images: values.images,
    price: required(values.price),
    discountPrice: orNull(values.discountPrice),
    stock: required(values.stock),
    minStock: orZero(values.minStock),
    maxStock: orZero(values.maxStock),
    // A weighed product's unit is its weight unit (the schema refuses any other).
    unit: ((values.soldBy === 'weight' ? values.weightUnit : values.unit) || undefined) as Unit,
    ...sellingOf(values),
    weight: orNull(values.weight),
    barcode: orNull(values.barcode),
    manufacturer: orNull(values.manufacturer),
    countryOfOrigin: orNull(values.countryOfOrigin),
    tags: values.tags.trim(),
    expiryDate: orNull(values.expiryDate),
    discountStartDate: orNull(values.discountStartDate),
    discountEndDate: orNull(values.discountEndDate),
    status: values.isActive ? 'active' : 'inactive',
    visibility: values.isVisible ? 'visible' : 'hidden',
    isFeatured: values.isFeatured,
  };
}

/** Weighing fields go only with a weighed product; a unit product gets its whole-piece defaults
 * from the schema. A blank minimum is one step. */
function sellingOf(values: ProductFormValues): Partial<ProductCreateInput> {
  if (values.soldBy !== 'weight') return { soldBy: 'unit' };
  return {
    soldBy: 'weight',
    weightUnit: values.weightUnit || null,
    quantityStep: required(values.quantityStep),
    minQuantity: required(values.minQuantity),
  };
}

/** Spec: a discount shows only when discountPrice is set and below price; percent rounded. */
export function discountNote(price: string, discountPrice: string): string | null {
  const full = Number(price);
  const sale = Number(discountPrice);
  if (!discountPrice.trim() || !Number.isFinite(sale) || !(full > 0) || !(sale < full)) return null;
  return `${Math.round((1 - sale / full) * 100)}% off`;
}
