import type { CSSProperties, ElementType, HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  gap?: Space;
}

function gapStyle(
  gap: Space | undefined,
  style: CSSProperties | undefined,
  extra?: Record<string, string>,
) {
  const vars: Record<string, string> = { ...extra };
  if (gap !== undefined) vars['--gs-gap'] = `var(--gs-space-${gap})`;
  return { ...vars, ...style } as CSSProperties;
}

/** Centres content with the page's max width and responsive side padding. */
export function Container({ as: Tag = 'div', className, ...rest }: Omit<LayoutProps, 'gap'>) {
  return <Tag className={cn('gs-container', className)} {...rest} />;
}

/** Vertical flow with even gaps. */
export function Stack({ as: Tag = 'div', gap, className, style, ...rest }: LayoutProps) {
  return <Tag className={cn('gs-stack', className)} style={gapStyle(gap, style)} {...rest} />;
}

/** Horizontal items that wrap, e.g. a row of buttons. */
export function Cluster({
  as: Tag = 'div',
  gap,
  justify,
  className,
  style,
  ...rest
}: LayoutProps & { justify?: CSSProperties['justifyContent'] }) {
  return (
    <Tag
      className={cn('gs-cluster', className)}
      style={gapStyle(gap, { justifyContent: justify, ...style })}
      {...rest}
    />
  );
}

/** Responsive auto-fill grid: as many columns of at least `min` as fit. */
export function Grid({
  as: Tag = 'div',
  gap,
  min,
  className,
  style,
  ...rest
}: LayoutProps & { min?: string }) {
  return (
    <Tag
      className={cn('gs-grid', className)}
      style={gapStyle(gap, style, min ? { '--gs-grid-min': min } : undefined)}
      {...rest}
    />
  );
}
