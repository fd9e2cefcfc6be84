// `@grocery/shared-ui/commerce`: components rendered by more than one app (product card, price,
// stepper, cart drawer). A federated singleton of its own: the pages that show products load it.
import './styles/index.css';

export { loadCartDrawer } from './cart-drawer';
export { fetchCartProducts, type LoadCartProducts } from './cart-drawer/cart-products';
export type { CartDrawerProps } from './cart-drawer/cart-drawer';
export {
  discountPercent,
  hasDiscount,
  measureOf,
  packSizeLabel,
  unitPrice,
  type UnitPrice,
} from './lib/pricing';
export { scarcityNote } from './lib/scarcity';
export {
  addProductToCart,
  sellableStock,
  toggleProductWishlist,
  useIsWishlisted,
} from './lib/shop-actions';
export { LOW_STOCK_QUERY, ManagementDashboard, managementLinks } from './management-dashboard';
export { PriceTag, type PriceTagProps, type PricedProduct } from './price/price-tag';
export { ImageCarousel, type ImageCarouselProps } from './product-card/image-carousel';
export { ProductCard, type ProductCardProps, type ProductView } from './product-card/product-card';
export {
  ProductGrid,
  ProductGridSkeleton,
  type ProductGridProps,
  type ProductGridSkeletonProps,
} from './product-card/product-grid';
export { WishlistButton, type WishlistButtonProps } from './product-card/wishlist-button';
export { ProductManagement } from './product-management';
export { EstimatePrice, type EstimatePriceProps } from './price/estimate-price';
export { SubstitutionChoice } from './substitution';
export type { SubstitutionChoiceProps } from './substitution/substitution-choice';
export {
  SUBSTITUTION_LABELS,
  type SubstituteOption,
  type SubstitutionPreference,
  type SubstitutionValue,
} from './substitution/labels';
export { QuantityStepper, WeightStepper } from './quantity';
export type { QuantityStepperProps } from './quantity/quantity-stepper';
export type { WeightStepperProps } from './quantity/weight-stepper';
export { PickingBoard } from './picking';
