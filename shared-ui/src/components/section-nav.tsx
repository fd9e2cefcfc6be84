import { NavLink } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';

export interface NavSection {
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface SectionNavProps {
  /** The landmark's name for screen readers, e.g. "Admin". */
  label: string;
  sections: readonly NavSection[];
}

/** A staff portal's sections as pill links; the current one is marked for sight and for screen readers. */
export function SectionNav({ label, sections }: SectionNavProps) {
  return (
    <nav className="gs-section-nav" aria-label={label}>
      <ul className="gs-section-nav__list">
        {sections.map(({ to, label: text, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className="gs-section-nav__link">
              <Icon size={16} aria-hidden="true" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
