import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Shown as a small counter beside the label, e.g. My Requests (3). */
  count?: number;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop (roving tabindex), arrows/Home/End move and select, the panel is
 * labelled by its tab. Controlled with value/onValueChange or uncontrolled with defaultValue.
 */
export function Tabs({ tabs, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [inner, setInner] = useState(defaultValue ?? tabs[0]?.id);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((t) => !t.disabled);
  const wanted = value ?? inner;
  // A stale id (the tab went away) falls back to the first enabled tab, so a tab stop always exists.
  const selected = enabled.some((t) => t.id === wanted) ? wanted : enabled[0]?.id;

  function select(id: string) {
    if (value === undefined) setInner(id);
    onValueChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = enabled.findIndex((t) => t.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(target + enabled.length) % enabled.length]!;
    select(next.id);
    refs.current.get(next.id)?.focus();
  }

  const active = tabs.find((t) => t.id === selected);
  return (
    <div className={cn('gs-tabs', className)}>
      <div role="tablist" aria-label={label} className="gs-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className="gs-tabs__tab"
              onClick={() => select(tab.id)}
            >
              <span>{tab.label}</span>
              {tab.count !== undefined && <span className="gs-tabs__count">{tab.count}</span>}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className="gs-tabs__panel"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
