import { lazy, Suspense, type ComponentType } from 'react';
import { cn } from '../../lib/cn';
import type { QuantityStepperProps } from './quantity-stepper';
import type { WeightStepperProps } from './weight-stepper';

interface FrameProps {
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The steppers in chunks of their own: every product listing loads this entry and shows none;
 * a product's page and the cart do. The stepper's frame holds its place while the chunk arrives.
 */
function withFrame<P extends FrameProps>(Stepper: ComponentType<P>) {
  return function FramedStepper(props: P) {
    const frame = cn('gs-stepper', props.size === 'sm' && 'gs-stepper--sm', props.className);
    return (
      <Suspense fallback={<div className={frame} aria-busy="true" />}>
        <Stepper {...props} />
      </Suspense>
    );
  };
}

export const QuantityStepper = withFrame<QuantityStepperProps>(
  lazy(() => import('./quantity-stepper').then((m) => ({ default: m.QuantityStepper }))),
);

export const WeightStepper = withFrame<WeightStepperProps>(
  lazy(() => import('./weight-stepper').then((m) => ({ default: m.WeightStepper }))),
);
