import { useEffect, useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteFocus } from './route-focus';

function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Fresh Fruit</h1> : <p>Loading...</p>;
}

function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Welcome back</h1>
      <input ref={field} aria-label="Email" />
    </>
  );
}

function renderStore() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <nav>
        <Link to="/products">Products</Link>
        <Link to="/login">Login</Link>
      </nav>
      <main id="main">
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>Home</h1>
                <Link to="/orders">My Orders</Link>
              </>
            }
          />
          <Route path="/orders" element={<h1>My Orders</h1>} />
          <Route path="/products" element={<SlowPage />} />
          <Route path="/login" element={<FormPage />} />
        </Routes>
      </main>
      <RouteFocus />
    </MemoryRouter>,
  );
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first page', () => {
    renderStore();
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's heading, not the body, after a link in the page", async () => {
    renderStore();
    await userEvent.click(screen.getByRole('link', { name: 'My Orders' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Orders' })).toHaveFocus());
  });

  it('waits for a page that shows its heading once loaded', async () => {
    renderStore();
    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(screen.getByRole('link', { name: 'Products' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fresh Fruit' })).toHaveFocus());
  });

  it('keeps the field a page focuses itself', async () => {
    renderStore();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
