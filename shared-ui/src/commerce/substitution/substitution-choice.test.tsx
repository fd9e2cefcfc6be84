import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubstituteOption, SubstitutionValue } from './labels';
import { SubstitutionChoice } from './substitution-choice';

const PEARS: SubstituteOption = { id: 'p-pears', name: 'Pears', price: 2.5 };

function Harness({
  onChange,
  alternatives,
}: {
  onChange: (value: SubstitutionValue) => void;
  alternatives: SubstituteOption[] | null;
}) {
  const [value, setValue] = useState<SubstitutionValue>({
    preference: 'best_match',
    productId: null,
  });
  return (
    <SubstitutionChoice
      itemName="Apples"
      value={value}
      alternatives={alternatives}
      onWantAlternatives={() => onChange({ preference: 'specific', productId: 'asked' })}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SubstitutionChoice', () => {
  it('starts at best match and can refuse substitutes', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} alternatives={[PEARS]} />);
    const preference = screen.getByRole('combobox', { name: 'If Apples is out of stock' });
    expect(preference).toHaveValue('best_match');
    await userEvent.selectOptions(preference, 'No substitutes (refund)');
    expect(onChange).toHaveBeenLastCalledWith({ preference: 'none', productId: null });
  });

  it('reports a specific choice only once a product is picked', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} alternatives={[PEARS]} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'If Apples is out of stock' }),
      'A product I choose',
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ preference: 'specific', productId: 'asked' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Substitute for Apples' }),
      'Pears ($2.50)',
    );
    expect(onChange).toHaveBeenLastCalledWith({ preference: 'specific', productId: 'p-pears' });
  });

  it('waits for the products of the aisle before offering them', async () => {
    render(<Harness onChange={() => {}} alternatives={null} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'If Apples is out of stock' }),
      'A product I choose',
    );
    expect(screen.getByRole('combobox', { name: 'Substitute for Apples' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Loading products…' })).toBeInTheDocument();
  });
});
