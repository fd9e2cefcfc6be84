import './gallery.css';
import { useState } from 'react';
import { ShoppingBasket } from 'lucide-react';
import { productImages, type Product } from '@grocery/shared-api';
import { cn } from '@grocery/shared-ui';

/** The main picture and a row of thumbnails to switch it. */
export function ProductGallery({ product }: { product: Product }) {
  const images = productImages(product);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="sf-gallery">
      <div className="sf-gallery__main">
        {current ? (
          <img src={current} alt={product.name} width={560} height={560} fetchPriority="high" />
        ) : (
          <span className="sf-gallery__placeholder" role="img" aria-label={product.name}>
            <ShoppingBasket size={96} strokeWidth={1.25} aria-hidden="true" />
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="sf-gallery__thumbs" aria-label="Product pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={cn('sf-gallery__thumb', i === index && 'is-active')}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
