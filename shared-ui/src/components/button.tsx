import {
  forwardRef,
  type ButtonHTMLAttributes,
  type ComponentPropsWithoutRef,
  type ElementType,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Renders a square button for a lone icon (give it an aria-label). */
  iconOnly?: boolean;
}

/** The class list of a button, for elements that cannot use Button or ButtonLink. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth,
  iconOnly,
}: ButtonStyleProps = {}) {
  return cn(
    'gs-button',
    `gs-button--${variant}`,
    `gs-button--${size}`,
    fullWidth && 'gs-button--block',
    iconOnly && 'gs-button--icon-only',
  );
}

interface ButtonContentProps {
  icon?: ReactNode;
  iconRight?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}

function ButtonContent({ icon, iconRight, loading, children }: ButtonContentProps) {
  return (
    <>
      {loading ? (
        <span className="gs-button__spinner" aria-hidden="true" />
      ) : (
        icon && (
          <span className="gs-button__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children !== undefined && children !== null && (
        <span className="gs-button__label">{children}</span>
      )}
      {iconRight && (
        <span className="gs-button__icon" aria-hidden="true">
          {iconRight}
        </span>
      )}
    </>
  );
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    ButtonStyleProps,
    ButtonContentProps {
  /** Text shown instead of the children while loading, e.g. 'Signing in...'. */
  loadingLabel?: ReactNode;
}

/**
 * A button. While `loading` it is disabled, shows a spinner and sets aria-busy so assistive
 * technology knows the action is in progress.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    iconOnly,
    icon,
    iconRight,
    loading = false,
    loadingLabel,
    disabled,
    type = 'button',
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        buttonClassName({ variant, size, fullWidth, iconOnly }),
        loading && 'gs-button--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <ButtonContent icon={icon} iconRight={iconRight} loading={loading}>
        {loading && loadingLabel ? loadingLabel : children}
      </ButtonContent>
    </button>
  );
});

export type ButtonLinkProps<C extends ElementType = 'a'> = ButtonStyleProps &
  Omit<ButtonContentProps, 'loading'> & {
    /** The element or component to render, e.g. react-router's Link: `as={Link} to="/products"`. */
    as?: C;
  } & Omit<ComponentPropsWithoutRef<C>, keyof ButtonStyleProps | 'as'>;

/** A link that looks like a button; shared-ui stays router-agnostic by taking the link component. */
export function ButtonLink<C extends ElementType = 'a'>({
  as,
  variant,
  size,
  fullWidth,
  iconOnly,
  icon,
  iconRight,
  className,
  children,
  ...rest
}: ButtonLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component
      className={cn(buttonClassName({ variant, size, fullWidth, iconOnly }), className)}
      {...rest}
    >
      <ButtonContent icon={icon} iconRight={iconRight}>
        {children}
      </ButtonContent>
    </Component>
  );
}
