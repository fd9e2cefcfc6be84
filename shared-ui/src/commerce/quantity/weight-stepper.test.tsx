import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WeightStepper } from './weight-stepper';

function Harness({
  start = 0.5,
  max = 2,
  removable = false,
  onLimit = () => {},
}: {
  start?: number;
  max?: number;
  removable?: boolean;
  onLimit?: (max: number) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <>
      <WeightStepper
        label="Weight of Loose apples"
        value={value}
        step={0.1}
        min={0.2}
        max={max}
        unit="kg"
        removable={removable}
        onChange={setValue}
        onLimit={onLimit}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Weight in kg' });
const chosen = () => screen.getByRole('status', { name: 'chosen' });

describe('WeightStepper', () => {
  it('steps by 0.1 kg without drift and stops at the minimum', async () => {
    render(<Harness start={0.2} />);
    expect(screen.getByRole('group', { name: 'Weight of Loose apples' })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase weight' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(more);
    expect(input()).toHaveValue('0.5');
    expect(chosen()).toHaveTextContent(/^0\.5$/);
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Decrease weight' }));
    expect(input()).toHaveValue('0.2');
    expect(screen.getByRole('button', { name: 'Decrease weight' })).toBeDisabled();
  });

  it('steps with the arrow keys', async () => {
    render(<Harness />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('0.7');
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('0.6');
  });

  it('rounds a typed weight to the step when the field is left', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '1.26');
    expect(chosen()).toHaveTextContent(/^0\.5$/);
    await userEvent.tab();
    expect(input()).toHaveValue('1.3');
    expect(chosen()).toHaveTextContent(/^1\.3$/);
  });

  it('clamps to the stock and says so, and never goes under the minimum', async () => {
    const onLimit = jest.fn();
    render(<Harness max={1.25} onLimit={onLimit} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '5{Enter}');
    expect(input()).toHaveValue('1.2');
    expect(onLimit).toHaveBeenCalledWith(1.2);
    await userEvent.clear(input());
    await userEvent.type(input(), '0.05{Enter}');
    expect(input()).toHaveValue('0.2');
  });

  it('in the cart, stepping below the minimum offers to remove the line', async () => {
    render(<Harness start={0.2} removable />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease weight' }));
    expect(chosen()).toHaveTextContent(/^0$/);
  });

  it('ignores letters', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'abc');
    expect(input()).toHaveValue('0.5');
  });
});
