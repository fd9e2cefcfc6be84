import type { ReactNode } from 'react';
import './form.css';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Above the form, e.g. a message carried over from registration. */
  notice?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  wide?: boolean;
}

/** The centred card of the login, register, password and setup screens. */
export function AuthCard({ title, subtitle, notice, children, footer, wide }: AuthCardProps) {
  return (
    <div className="shell-auth">
      <section
        className={wide ? 'shell-auth__card shell-auth__card--wide' : 'shell-auth__card'}
        aria-labelledby="auth-title"
      >
        <header className="shell-auth__header">
          <h1 id="auth-title" className="shell-auth__title">
            {title}
          </h1>
          {subtitle && <p className="shell-auth__subtitle">{subtitle}</p>}
        </header>
        {notice}
        {children}
      </section>
      {footer && <div className="shell-auth__footer">{footer}</div>}
    </div>
  );
}
