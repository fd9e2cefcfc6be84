import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Lifts on hover, for cards that open something. */
  interactive?: boolean;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  as?: 'div' | 'article' | 'section' | 'li';
}

export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { interactive, padding = 'none', as = 'div', className, ...rest },
  ref,
) {
  // div, article, section and li take the same attributes; typing them as div keeps the ref simple.
  const Tag = as as 'div';
  return (
    <Tag
      ref={ref}
      className={cn(
        'gs-card',
        interactive && 'gs-card--interactive',
        padding !== 'none' && `gs-card--pad-${padding}`,
        className,
      )}
      {...rest}
    />
  );
});

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right of the title. */
  action?: ReactNode;
  /** Heading level of the title; pick the one that fits the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

export function CardHeader({
  title,
  description,
  action,
  titleAs: Title = 'h3',
  className,
  children,
  ...rest
}: CardHeaderProps) {
  return (
    <div className={cn('gs-card__header', className)} {...rest}>
      <div className="gs-card__heading">
        {title && <Title className="gs-card__title">{title}</Title>}
        {description && <p className="gs-card__description">{description}</p>}
        {children}
      </div>
      {action && <div className="gs-card__action">{action}</div>}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('gs-card__body', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('gs-card__footer', className)} {...rest} />;
}
