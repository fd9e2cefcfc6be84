import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Select } from './select';
import { Checkbox } from './checkbox';
import { Textarea } from './textarea';

describe('Input', () => {
  it('ties the label to the input and shows the required marker', () => {
    render(<Input label="Email" required />);
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error and wires aria-invalid and aria-describedby to hint and error', () => {
    render(
      <Input
        label="Email"
        hint="We send receipts here."
        error="Please enter a valid email address"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We send receipts here. Please enter a valid email address',
    );
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  });

  it('forwards the ref and change events like react-hook-form register needs', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(<Input label="First name" name="firstName" ref={ref} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    expect(ref.current).toBe(screen.getByLabelText('First name'));
    expect(ref.current?.name).toBe('firstName');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('PasswordInput', () => {
  it('toggles the password between hidden and shown', async () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Select, Textarea and Checkbox', () => {
  it('labels a native select with a placeholder option and an error', () => {
    render(
      <Select
        label="Account type"
        placeholder="Choose one"
        options={[{ value: 'customer', label: 'Customer' }]}
        error="Role is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Account type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Role is required');
    expect(screen.getByRole('option', { name: 'Choose one' })).toHaveValue('');
  });

  it('labels a textarea', () => {
    render(<Textarea label="Reason" error="Reason must be at least 10 characters" />);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Reason must be at least 10 characters',
    );
  });

  it('labels a checkbox and toggles it from its label', async () => {
    render(<Checkbox label="Remember me" />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });
});
