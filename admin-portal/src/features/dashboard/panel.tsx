import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Card, CardBody, CardHeader, cn } from '@grocery/shared-ui';

export interface PanelProps {
  title: string;
  /** 'View all' destination. */
  href?: string;
  className?: string;
  children: ReactNode;
}

/** A dashboard card with a title and an optional 'View all' link. */
export function Panel({ title, href, className, children }: PanelProps) {
  return (
    <Card as="section" aria-label={title} className={cn('ap-panel', className)}>
      <CardHeader
        title={title}
        titleAs="h2"
        action={
          href && (
            <Link to={href} className="ap-panel__link" aria-label={`View all: ${title}`}>
              View all <ArrowRight size={16} aria-hidden="true" />
            </Link>
          )
        }
      />
      <CardBody>{children}</CardBody>
    </Card>
  );
}
