import './storefront.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';

export interface SectionProps {
  title: string;
  /** 'View all' destination. */
  href?: string;
  linkLabel?: string;
  children: ReactNode;
}

/** A titled block of a page with an optional 'View all' link. */
export function Section({ title, href, linkLabel = 'View all', children }: SectionProps) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="sf-section" aria-labelledby={id}>
      <div className="sf-section__head">
        <h2 id={id} className="sf-section__title">
          {title}
        </h2>
        {href && (
          <Link to={href} className="sf-section__link" aria-label={`${linkLabel}: ${title}`}>
            {linkLabel} <ArrowRight size={16} aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
