export { appStore, type AppStore } from '../session/app-store';
export {
  bootstrapSession,
  resetBootstrap,
  sessionStatusAtom,
  useBootstrapSession,
} from './bootstrap';
export {
  CART_STORAGE_KEY,
  acknowledgeCartChanges,
  addToCart,
  cartItemsAtom,
  cartOpenAtom,
  cartTotalsAtom,
  clearCart,
  refreshCart,
  removeFromCart,
  setCartOpen,
  setCartQuantity,
  setCartSubstitution,
  useCart,
} from './cart';
export { CART_CHANGED_MESSAGE, refreshCartRule } from './cart-refresh';
export {
  CART_MESSAGES,
  acknowledgeFlagsRule,
  addToCartRule,
  availableToAdd,
  cartLines,
  cartTotals,
  isBlocked,
  lineLimit,
  quantityShape,
  removeFromCartRule,
  setQuantityRule,
  setSubstitutionRule,
  toLineQuantity,
} from './cart-rules';
export type * from './cart-types';
export {
  initializationErrorAtom,
  initializedAtom,
  loadInitializationStatus,
  markInitialized,
  useInitialization,
} from './initialization';
export {
  loadOrderLimits,
  maxLineQuantityAtom,
  setMaxLineQuantity,
  useMaxLineQuantity,
} from './order-limits';
export {
  SESSION_STORAGE_KEY,
  clearSession,
  currentUserAtom,
  getSession,
  isAuthenticatedAtom,
  roleAtom,
  sessionAtom,
  setSession,
  updateSessionTokens,
  updateSessionUser,
  type SessionState,
} from '../session/session';
export { signIn, signOut, useSession } from './use-session';
export {
  WISHLIST_STORAGE_KEY,
  addToWishlist,
  refreshWishlist,
  removeFromWishlist,
  toggleWishlist,
  useWishlist,
  wishlistCountAtom,
  wishlistItemsAtom,
} from './wishlist';
export {
  WISHLIST_MESSAGES,
  addToWishlistRule,
  isInWishlist,
  refreshWishlistRule,
  removeFromWishlistRule,
  toggleWishlistRule,
  type WishlistItem,
  type WishlistProduct,
  type WishlistResult,
} from './wishlist-rules';
