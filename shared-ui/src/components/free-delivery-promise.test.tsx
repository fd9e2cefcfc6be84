import { render, screen } from '@testing-library/react';
import { configureApi, resetApiConfig } from '@grocery/shared-api';
import { resetShop } from '../commerce/testing/render';
import { FreeDeliveryPromise } from './free-delivery-promise';

function serveThreshold(freeDeliveryThreshold: number) {
  configureApi({ baseUrl: 'http://localhost/api' });
  const rules = { freeDeliveryThreshold, fees: { offPeak: 4.99, peak: 4.99 } };
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, data: { slots: [], rules } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const Lead = () => (
  <p data-testid="lead">
    Fresh food.
    <FreeDeliveryPromise before=" " after="." />
  </p>
);

beforeEach(resetShop);
afterEach(() => {
  resetApiConfig();
  jest.restoreAllMocks();
});

describe('FreeDeliveryPromise', () => {
  it("says no threshold before the server's, then the server's sentence", async () => {
    serveThreshold(75);
    render(<Lead />);
    expect(screen.getByTestId('lead')).toHaveTextContent(/^Fresh food\.$/);
    expect(await screen.findByText('Fresh food. Free delivery on orders over $75.')).toBeVisible();
  });

  it('keeps the place of the sentence hidden from screen readers while the rules are unknown', () => {
    configureApi({ baseUrl: 'http://localhost/api' });
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    render(<Lead />);
    const place = screen.getByTestId('lead').querySelector('[aria-hidden="true"]');
    expect(place).toHaveAttribute('data-reserve', ' Free delivery on orders over $50.');
    expect(place).toBeEmptyDOMElement();
  });
});
