import type { AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a plain button by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disables itself and announces busy while loading', async () => {
    const onClick = jest.fn();
    render(
      <Button loading loadingLabel="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'gs-button--danger',
      'gs-button--lg',
    );
  });
});

describe('ButtonLink', () => {
  it('renders an anchor by default', () => {
    render(<ButtonLink href="/products">Shop Now</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  });

  it('renders the link component it is given, passing its props through', () => {
    function FakeLink({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
      return <a data-router="yes" href={to} {...rest} />;
    }
    render(
      <ButtonLink as={FakeLink} to="/register" variant="outline">
        Get Started
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('gs-button', 'gs-button--outline');
  });
});
