import { Stack } from '../components/layout';
import { ShowcaseGroup, ShowcaseSection } from './showcase-section';

const PALETTES: { label: string; tokens: string[] }[] = [
  {
    label: 'Fresh green (primary)',
    tokens: [
      'green-50',
      'green-100',
      'green-200',
      'green-300',
      'green-500',
      'green-600',
      'green-700',
      'green-800',
      'green-900',
    ],
  },
  {
    label: 'Warm stone (neutrals)',
    tokens: [
      'stone-0',
      'stone-50',
      'stone-100',
      'stone-200',
      'stone-300',
      'stone-400',
      'stone-500',
      'stone-600',
      'stone-700',
      'stone-900',
    ],
  },
  {
    label: 'Status tones',
    tokens: [
      'success-bg',
      'success-fg',
      'warning-bg',
      'warning-fg',
      'danger-bg',
      'danger-fg',
      'info-bg',
      'info-fg',
      'accent-600',
    ],
  },
];

const TYPE_SCALE = ['5xl', '4xl', '3xl', '2xl', 'xl', 'lg', 'base', 'sm', 'xs'];
const SPACES = [1, 2, 3, 4, 6, 8, 12, 16];
const RADII = ['sm', 'md', 'lg', 'xl', 'full'];
const SHADOWS = ['xs', 'sm', 'md', 'lg'];

export function TokenSwatches() {
  return (
    <ShowcaseSection
      title="Design tokens"
      description="CSS custom properties in tokens.css; every component reads them."
    >
      {PALETTES.map((palette) => (
        <ShowcaseGroup key={palette.label} label={palette.label}>
          <ul className="gs-showcase__swatches">
            {palette.tokens.map((token) => (
              <li key={token} className="gs-showcase__swatch">
                <span
                  className="gs-showcase__swatch-chip"
                  style={{ background: `var(--gs-${token})` }}
                />
                <code>--gs-{token}</code>
              </li>
            ))}
          </ul>
        </ShowcaseGroup>
      ))}
      <ShowcaseGroup label="Type scale">
        <Stack gap={2}>
          {TYPE_SCALE.map((step) => (
            <p
              key={step}
              className="gs-showcase__type"
              style={{ fontSize: `var(--gs-text-${step})` }}
            >
              <code>{step}</code> Fresh produce, delivered
            </p>
          ))}
        </Stack>
      </ShowcaseGroup>
      <div className="gs-showcase__columns">
        <ShowcaseGroup label="Spacing">
          <ul className="gs-showcase__spaces">
            {SPACES.map((step) => (
              <li key={step}>
                <code>{step}</code>
                <span
                  className="gs-showcase__space-bar"
                  style={{ width: `var(--gs-space-${step})` }}
                />
              </li>
            ))}
          </ul>
        </ShowcaseGroup>
        <ShowcaseGroup label="Radii and shadows">
          <div className="gs-cluster">
            {RADII.map((r) => (
              <span
                key={r}
                className="gs-showcase__shape"
                style={{ borderRadius: `var(--gs-radius-${r})` }}
              >
                {r}
              </span>
            ))}
          </div>
          <div className="gs-cluster gs-showcase__shadows">
            {SHADOWS.map((s) => (
              <span
                key={s}
                className="gs-showcase__shape gs-showcase__shape--raised"
                style={{ boxShadow: `var(--gs-shadow-${s})` }}
              >
                {s}
              </span>
            ))}
          </div>
        </ShowcaseGroup>
      </div>
    </ShowcaseSection>
  );
}
