// Its styles load with it: only /style-test shows the showcase.
import '../styles/components/showcase.css';
import { Logo } from '../components/logo';
import { BadgeSamples } from './badge-samples';
import { ButtonSamples } from './button-samples';
import { FormSamples } from './form-samples';
import { OverlaySamples, type OverlaySamplesProps } from './overlay-samples';
import { SurfaceSamples } from './surface-samples';
import { TokenSwatches } from './token-swatches';

export type StyleShowcaseProps = OverlaySamplesProps;

/** Every primitive and token on one page: the shell's /style-test renders it. */
export function StyleShowcase(props: StyleShowcaseProps) {
  return (
    <div className="gs-showcase">
      <header className="gs-showcase__intro">
        <div className="gs-cluster gs-showcase__brand">
          <Logo size="lg" />
          <Logo markOnly />
          <span className="gs-showcase__brand-dark">
            <Logo inverse size="sm" />
          </span>
        </div>
        <p className="gs-muted">
          The Grocery Store design system: fresh green, warm neutrals, clear type and generous
          space.
        </p>
      </header>
      <TokenSwatches />
      <ButtonSamples />
      <FormSamples />
      <BadgeSamples />
      <SurfaceSamples />
      <OverlaySamples {...props} />
    </div>
  );
}
