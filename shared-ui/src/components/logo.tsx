import { useId } from 'react';
import { cn } from '../lib/cn';

export interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Hide the 'Grocery Store' text and show the mark alone (it then carries the name). */
  markOnly?: boolean;
  /** For dark backgrounds. */
  inverse?: boolean;
  className?: string;
}

/** The basket-and-leaf mark: the shop's name stays real text, so it scales and reads well. */
export function LogoMark({ title, className }: { title?: string; className?: string }) {
  const gradient = `${useId()}-g`;
  return (
    <svg
      viewBox="0 0 40 40"
      className={cn('gs-logo__mark', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2e9d58" />
          <stop offset="1" stopColor="#13512e" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradient})`} />
      <path d="M20 16.5V12" stroke="#d8f2df" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M19.6 13.8c-1-3.8-4-5.9-8.2-5.9.6 4 3.6 6.1 8.2 5.9Z" fill="#7fcf98" />
      <path d="M20.4 12.8c.9-4.3 4.1-6.8 8.8-6.8-.4 4.6-3.9 7-8.8 6.8Z" fill="#d8f2df" />
      <rect x="7" y="16.5" width="26" height="4" rx="2" fill="#fff" />
      <path d="M9.2 21.5h21.6l-2.1 8.9a2.6 2.6 0 0 1-2.5 2H13.8a2.6 2.6 0 0 1-2.5-2Z" fill="#fff" />
      <path
        d="M15.5 24v5M20 24v5M24.5 24v5"
        stroke="#1f7f45"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ size = 'md', markOnly = false, inverse = false, className }: LogoProps) {
  return (
    <span className={cn('gs-logo', `gs-logo--${size}`, inverse && 'gs-logo--inverse', className)}>
      <LogoMark title={markOnly ? 'Grocery Store' : undefined} />
      {!markOnly && (
        <span className="gs-logo__wordmark">
          Grocery<span className="gs-logo__accent"> Store</span>
        </span>
      )}
    </span>
  );
}
