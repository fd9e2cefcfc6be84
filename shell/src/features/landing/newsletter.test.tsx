import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, resetApiConfig } from '@grocery/shared-api';
import { renderAt, setAppState } from '../../test/render';
import { Newsletter } from './newsletter';

/** The store's answers to POST /api/newsletter, in turn, and the bodies it was sent. */
function serveNewsletter(...answers: { status: number; body: unknown }[]) {
  const sent: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    sent.push(await (input as Request).json());
    const { status, body } = answers.shift()!;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const box = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
const subscription = { email: 'sam@example.com', createdAt: '2026-11-25T08:00:00.000Z' };

// The form's rules load on its first use; compiled here, outside each test's 5 s.
beforeAll(
  () => Promise.all([import('@grocery/shared-api/validation'), import('@hookform/resolvers/zod')]),
  60_000,
);

describe('Newsletter', () => {
  beforeEach(() => {
    setAppState({});
    configureApi({ baseUrl: 'http://localhost/api' });
  });
  afterEach(() => {
    resetApiConfig();
    jest.restoreAllMocks();
  });

  it('checks the address before sending it', async () => {
    const sent = serveNewsletter();
    renderAt(<Newsletter />);
    await subscribe();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(box(), 'sam@');
    await subscribe();
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('says so when subscribed, and when the address already was', async () => {
    const sent = serveNewsletter(
      {
        status: 201,
        body: {
          success: true,
          message: 'Thanks for subscribing! Weekly deals are on their way.',
          data: { subscription },
        },
      },
      {
        status: 200,
        body: { success: true, message: 'You are already subscribed.', data: { subscription } },
      },
    );
    renderAt(<Newsletter />);
    await userEvent.type(box(), ' Sam@Example.com ');
    await subscribe();
    expect(
      await screen.findByText('Thanks for subscribing! Weekly deals are on their way.'),
    ).toBeInTheDocument();
    expect(box()).toHaveValue('');
    await userEvent.type(box(), 'sam@example.com');
    await subscribe();
    expect(await screen.findByText('You are already subscribed.')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'sam@example.com' }, { email: 'sam@example.com' }]);
  });

  it('shows the server refusal', async () => {
    serveNewsletter({
      status: 429,
      body: { success: false, message: 'Too many requests. Please try again later.' },
    });
    renderAt(<Newsletter />);
    await userEvent.type(box(), 'sam@example.com');
    await subscribe();
    expect(
      await screen.findByText('Too many requests. Please try again later.'),
    ).toBeInTheDocument();
  });
});
