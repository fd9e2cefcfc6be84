import { useId, type ReactNode } from 'react';

export function ShowcaseSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="gs-showcase__section" aria-labelledby={id}>
      <header className="gs-showcase__section-header">
        <h2 id={id} className="gs-showcase__section-title">
          {title}
        </h2>
        {description && <p className="gs-showcase__section-description">{description}</p>}
      </header>
      {children}
    </section>
  );
}

export function ShowcaseGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="gs-showcase__group">
      <h3 className="gs-showcase__group-label">{label}</h3>
      {children}
    </div>
  );
}
