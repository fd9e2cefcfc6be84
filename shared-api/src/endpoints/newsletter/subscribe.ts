import { requestEnvelope, type CallOptions } from '../../client/request';

export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';

export interface NewsletterSubscription {
  email: string;
  createdAt: string;
}

export interface SubscribeResult {
  subscription: NewsletterSubscription;
  /** The server's sentence: a welcome the first time, 'You are already subscribed.' after. */
  message: string | null;
}

/** POST /newsletter: signs an address up for the weekly deals (once per address). */
export async function subscribeToNewsletter(
  email: string,
  options?: CallOptions,
): Promise<SubscribeResult> {
  const { data, message } = await requestEnvelope<{ subscription: NewsletterSubscription }>(
    'post',
    'newsletter',
    NEWSLETTER_FAILED,
    { ...options, json: { email } },
  );
  return { subscription: data.subscription, message };
}
