import '../../components/storefront.css';
import './wishlist.css';
import { Link } from 'react-router-dom';
import { Heart, ShoppingBasket } from 'lucide-react';
import { useWishlist } from '@grocery/shared-api';
import { ButtonLink, Container, PageHeading, EmptyState } from '@grocery/shared-ui';
import { fetchCartProducts, type LoadCartProducts } from '@grocery/shared-ui/commerce';
import { WishlistCard } from './wishlist-card';
import { useFreshWishlist } from './use-fresh-wishlist';

export interface WishlistPageProps {
  /** Where fresh product data comes from; the API by default. */
  loadProducts?: LoadCartProducts;
}

/** /wishlist: the saved products, kept on this device. */
export function WishlistPage({ loadProducts = fetchCartProducts }: WishlistPageProps) {
  const { items } = useWishlist();
  const products = useFreshWishlist(loadProducts);
  return (
    <Container className="sf-page">
      <PageHeading title="My Wishlist" subtitle="Your saved items" />
      {items.length === 0 ? (
        <EmptyState
          icon={<Heart />}
          title="Your wishlist is empty"
          description="Start adding items you love to your wishlist!"
          action={
            <ButtonLink as={Link} to="/products" icon={<ShoppingBasket size={18} />}>
              Start Shopping
            </ButtonLink>
          }
        />
      ) : (
        <ul className="sf-wishlist" aria-label="Saved items">
          {items.map((item) => (
            <WishlistCard key={item.id} item={item} product={products.get(item.id)} />
          ))}
        </ul>
      )}
    </Container>
  );
}
