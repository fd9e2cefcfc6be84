import { formatWeight, isOnStep, lineCents, roundToStep, stepQuantity } from './weighed-quantity';

describe('weighed quantities', () => {
  it('rounds to the step without float drift', () => {
    expect(roundToStep(0.30000000000000004, 0.1)).toBe(0.3);
    expect(roundToStep(0.74, 0.25)).toBe(0.75);
    expect(roundToStep(2.4, 1)).toBe(2);
  });

  it('steps up and down on the grid however often it is stepped', () => {
    let value = 0;
    for (let i = 0; i < 7; i += 1) value = stepQuantity(value, 0.1, 1);
    expect(value).toBe(0.7);
    expect(stepQuantity(0.7, 0.1, -3)).toBe(0.4);
    expect(stepQuantity(0.55, 0.1, 1)).toBe(0.7);
  });

  it('tells a quantity on the step from one off it', () => {
    expect(isOnStep(1.2, 0.1)).toBe(true);
    expect(isOnStep(1.25, 0.1)).toBe(false);
    expect(isOnStep(0.0005, 0.001)).toBe(false);
    expect(isOnStep(Number.NaN, 0.1)).toBe(false);
  });

  it('prints a weight as the shopper reads it', () => {
    expect(formatWeight(0.5, 'kg')).toBe('0.5 kg');
    expect(formatWeight(1.1 + 0.2, 'lb')).toBe('1.3 lb');
    expect(formatWeight(3, null)).toBe('3');
  });

  it('prices a weight in whole cents, half up', () => {
    expect(lineCents(399, 1.12)).toBe(447);
    expect(lineCents(250, 0.3)).toBe(75);
    expect(lineCents(333, 0.5)).toBe(167);
    expect(lineCents(199, 3)).toBe(597);
  });
});
