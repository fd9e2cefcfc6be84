import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, ShoppingBasket } from 'lucide-react';
import clsx from 'clsx';
import { useLaterPicturesShown } from './later-pictures';

export interface ImageCarouselProps {
  images: string[];
  /** Product name: alt text of every picture. */
  alt: string;
  /** Load the first picture eagerly; for the cards above the fold. */
  priority?: boolean;
  /**
   * Under LaterPictures: the picture's place stays empty (no request yet) until the leading
   * pictures are in; the carousel's controls show meanwhile.
   */
  later?: boolean;
  className?: string;
}

/**
 * Product pictures with arrows and dots. Arrow keys move between pictures while focus is inside
 * the carousel; the controls are real buttons so they work with a keyboard and screen reader.
 */
export function ImageCarousel({ images, alt, priority, later, className }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const laterShown = useLaterPicturesShown();
  const count = images.length;
  if (count === 0) {
    return (
      <div
        className={clsx('gs-carousel gs-carousel--empty', className)}
        role="img"
        aria-label={alt}
      >
        <ShoppingBasket size={40} strokeWidth={1.5} aria-hidden="true" />
      </div>
    );
  }
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={clsx('gs-carousel', className)}
      role="group"
      aria-roledescription="carousel"
      aria-label={`${alt} pictures`}
      onKeyDown={onKeyDown}
    >
      {later && !laterShown ? (
        <span className="gs-carousel__image gs-carousel__image--later" />
      ) : (
        <img
          className="gs-carousel__image"
          src={images[current]}
          alt={count > 1 ? `${alt} (picture ${current + 1} of ${count})` : alt}
          loading={priority && current === 0 ? 'eager' : 'lazy'}
          fetchPriority={priority && current === 0 ? 'high' : undefined}
          decoding="async"
          width={320}
          height={320}
        />
      )}
      {count > 1 && (
        <>
          <button
            type="button"
            className="gs-carousel__arrow gs-carousel__arrow--prev"
            aria-label="Previous picture"
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="gs-carousel__arrow gs-carousel__arrow--next"
            aria-label="Next picture"
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" size={18} />
          </button>
          <div className="gs-carousel__dots">
            {images.map((src, i) => (
              <button
                key={`${src}-${i}`}
                type="button"
                className="gs-carousel__dot"
                aria-label={`Show picture ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
