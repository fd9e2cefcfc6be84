export {
  NEWSLETTER_FAILED,
  subscribeToNewsletter,
  type NewsletterSubscription,
  type SubscribeResult,
} from './subscribe';
