import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn';
import type { SubstitutionChoiceProps } from './substitution-choice';

const Choice = lazy(() =>
  import('./substitution-choice').then((m) => ({ default: m.SubstitutionChoice })),
);

/**
 * In a chunk of its own with the select it draws: only checkout and an order's page ask for
 * substitutes, while every product listing loads this entry. Its own boundary keeps the page
 * around it on screen while the chunk arrives.
 */
export function SubstitutionChoice(props: SubstitutionChoiceProps) {
  return (
    <Suspense
      fallback={<div className={cn('gs-substitution', props.className)} aria-busy="true" />}
    >
      <Choice {...props} />
    </Suspense>
  );
}
