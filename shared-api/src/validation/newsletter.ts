import { z } from 'zod';
import { emailField } from './fields';

/** The landing page's newsletter box; the spec gives it no texts, these are the store's own. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Weekly deals are on their way.',
  alreadySubscribed: 'You are already subscribed.',
} as const;

/** POST /api/newsletter: one address, checked like every other email field. */
export const newsletterSchema = z.object({ email: emailField });
export type NewsletterInput = z.input<typeof newsletterSchema>;
