import { moveOnGrid, roundToStep, weightText } from './weight-grid';

describe('weight grid', () => {
  it('rounds to the step without float drift', () => {
    expect(roundToStep(0.30000000000000004, 0.1)).toBe(0.3);
    expect(roundToStep(0.74, 0.25)).toBe(0.75);
    expect(roundToStep(2.4, 1)).toBe(2);
  });

  it('steps up and down on the grid however often it is stepped', () => {
    let value = 0;
    for (let i = 0; i < 7; i += 1) value = moveOnGrid(value, 0.1, 1);
    expect(value).toBe(0.7);
    expect(moveOnGrid(0.7, 0.1, -3)).toBe(0.4);
  });

  it('prints a weight as typed', () => {
    expect(weightText(1.1 + 0.2)).toBe('1.3');
    expect(weightText(0.5)).toBe('0.5');
  });
});
