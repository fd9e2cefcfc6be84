import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePage as Page } from '@grocery/shared-api';
import { RemotePage } from './remote-page';
import { forgetRemote, loadRemotePage, loadedRemotePage } from './remote-page-loader';

jest.mock('./remote-page-loader', () => ({
  loadRemotePage: jest.fn(),
  loadedRemotePage: jest.fn(),
  forgetRemote: jest.fn(),
}));

const load = jest.mocked(loadRemotePage);
const loaded = jest.mocked(loadedRemotePage);
const Products: Page = () => <h1>All Products</h1>;

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('shows the loading spinner until the page has loaded, then the page', async () => {
    load.mockResolvedValue(Products);
    render(<RemotePage remote="storefront" page="products" />);
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('storefront', 'products');
  });

  it('shows a page that has already loaded at once', () => {
    loaded.mockReturnValue(Products);
    render(<RemotePage remote="storefront" page="products" />);
    expect(screen.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the error panel when the page cannot load, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Products);
    render(<RemotePage remote="storefront" page="products" />);
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    expect(forgetRemote).toHaveBeenCalledWith('storefront');
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  });
});
