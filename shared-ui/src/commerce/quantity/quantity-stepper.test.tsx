import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max, onLimit }: { max: number; onLimit: (max: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      label="Quantity of Milk"
      value={value}
      max={max}
      onChange={setValue}
      onLimit={onLimit}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps between 1 and the maximum and reports a request beyond it', async () => {
    const onLimit = jest.fn();
    render(<Harness max={2} onLimit={onLimit} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue('2');
    expect(onLimit).toHaveBeenCalledWith(2);
  });

  it('clamps a typed quantity to the maximum', async () => {
    const onLimit = jest.fn();
    render(<Harness max={5} onLimit={onLimit} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    expect(input).toHaveValue('5');
    expect(onLimit).toHaveBeenCalledWith(5);
  });
});
