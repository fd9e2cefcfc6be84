import { screen } from '@testing-library/react';
import { configureApi, resetApiConfig } from '@grocery/shared-api';
import { resetShop } from '@grocery/shared-ui/testing';
import { renderAt } from '../../test/render';
import { PromoBar } from './promo-bar';
import { SiteFooter } from './site-footer';

/** GET /api/delivery/slots answering with the store's free-delivery threshold. */
function serveThreshold(freeDeliveryThreshold: number) {
  configureApi({ baseUrl: 'http://localhost/api' });
  const rules = { freeDeliveryThreshold, fees: { offPeak: 4.99, peak: 6.99 } };
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, data: { slots: [], rules } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderBoth() {
  renderAt(
    <>
      <PromoBar />
      <SiteFooter />
    </>,
  );
}

beforeEach(resetShop);
afterEach(() => {
  resetApiConfig();
  jest.restoreAllMocks();
});

describe('free delivery in the promo bar and footer', () => {
  it("says the spec's text at the default $50 threshold", async () => {
    serveThreshold(50);
    renderBoth();
    expect(await screen.findByText('Free delivery on orders over $50')).toBeInTheDocument();
    expect(
      screen.getByText('Fresh groceries delivered to your door. Free delivery on orders over $50.'),
    ).toBeInTheDocument();
  });

  it("follows the store's threshold, and promises no figure the server has not given", async () => {
    serveThreshold(0);
    renderBoth();
    expect(screen.queryByText(/Free delivery/)).not.toBeInTheDocument();
    expect(await screen.findByText('Free delivery on every order')).toBeInTheDocument();
    expect(
      screen.getByText('Fresh groceries delivered to your door. Free delivery on every order.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\$50/)).not.toBeInTheDocument();
  });
});
