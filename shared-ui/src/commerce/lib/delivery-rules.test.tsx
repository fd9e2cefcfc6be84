import { act, render, screen } from '@testing-library/react';
import { configureApi, resetApiConfig } from '@grocery/shared-api';
import { resetShop } from '../testing/render';
import {
  fetchDeliveryRules,
  freeDeliveryFrom,
  freeDeliveryPromise,
  useFreeDeliveryFrom,
} from './delivery-rules';

const rules = (freeDeliveryThreshold: number, fee = 0) => ({
  freeDeliveryThreshold,
  fees: { offPeak: fee, peak: fee },
});

/** GET /api/delivery/slots answering with these thresholds in turn; the calls are counted. */
function serveThresholds(...thresholds: number[]) {
  const calls: string[] = [];
  configureApi({ baseUrl: 'http://localhost/api' });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input instanceof Request ? input.url : input));
    const threshold = thresholds.length > 1 ? thresholds.shift()! : thresholds[0]!;
    const data = {
      slots: [],
      rules: {
        ...rules(threshold, 4.99),
        cutoffMinutes: 120,
        holdMinutes: 15,
        timeZone: 'UTC',
        daysAhead: 7,
        closedDates: [],
      },
    };
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function FreeDeliveryLine() {
  const from = useFreeDeliveryFrom();
  return <p>{from === undefined ? 'unknown' : freeDeliveryPromise(from)}</p>;
}

beforeEach(resetShop);
afterEach(() => {
  resetApiConfig();
  jest.restoreAllMocks();
});

describe('free-delivery texts', () => {
  it("keep the spec's wording at the default threshold and follow the server's", () => {
    expect(freeDeliveryPromise(freeDeliveryFrom(rules(50)))).toBe(
      'Free delivery on orders over $50',
    );
    expect(freeDeliveryFrom(rules(75))).toBe('$75');
    expect(freeDeliveryFrom(rules(49.5, 3))).toBe('$49.50');
    expect(freeDeliveryFrom(rules(1000))).toBe('$1,000');
    // A threshold of 0 waives every fee: no "over $0".
    expect(freeDeliveryPromise(freeDeliveryFrom(rules(0, 5)))).toBe('Free delivery on every order');
  });

  it('say nothing until the rules are read, read them once for every screen, and follow a new read', async () => {
    const calls = serveThresholds(75, 40);
    render(
      <>
        <FreeDeliveryLine />
        <FreeDeliveryLine />
      </>,
    );
    expect(screen.getAllByText('unknown')).toHaveLength(2);
    expect(await screen.findAllByText('Free delivery on orders over $75')).toHaveLength(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/\/api\/delivery\/slots\?days=1$/);

    // The cart drawer reads the rules afresh on opening: every other text follows that read.
    await act(() => fetchDeliveryRules());
    expect(screen.getAllByText('Free delivery on orders over $40')).toHaveLength(2);
  });

  it('say nothing when the rules cannot be read', async () => {
    configureApi({ baseUrl: 'http://localhost/api' });
    const fetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    render(<FreeDeliveryLine />);
    await act(async () => undefined);
    expect(fetch).toHaveBeenCalled();
    expect(screen.getByText('unknown')).toBeInTheDocument();
  });
});
