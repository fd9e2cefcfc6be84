import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Mail } from 'lucide-react';
import { Alert, Button } from '@grocery/shared-ui';
import { NEWSLETTER_FAILED, getErrorMessage, subscribeToNewsletter } from '@grocery/shared-api';
import type { NewsletterInput, newsletterSchema } from '@grocery/shared-api/validation';
import type { z } from 'zod';
import { lazyResolver } from '../../lib/lazy-resolver';

type NewsletterData = z.output<typeof newsletterSchema>;

// As on the login form: the rules (and zod) load with the first keystroke or submit.
const { resolver, preload: preloadRules } = lazyResolver<NewsletterInput, NewsletterData>(() =>
  Promise.all([import('@grocery/shared-api/validation'), import('@hookform/resolvers/zod')]).then(
    ([{ newsletterSchema: schema }, { zodResolver }]) => zodResolver(schema),
  ),
);

interface Outcome {
  tone: 'success' | 'danger';
  text: string;
}

/** The landing page's sign-up for weekly deals: checks the address, stores it once, says so. */
export function Newsletter() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const feedbackId = useId();
  const { register, handleSubmit, reset, formState } = useForm<
    NewsletterInput,
    unknown,
    NewsletterData
  >({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = formState;

  const onValid = async ({ email }: NewsletterData) => {
    setOutcome(null);
    try {
      const { message } = await subscribeToNewsletter(email);
      setOutcome({ tone: 'success', text: message ?? 'Thanks for subscribing!' });
      reset();
    } catch (error) {
      setOutcome({ tone: 'danger', text: getErrorMessage(error, NEWSLETTER_FAILED) });
    }
  };

  const fieldError = errors.email?.message;
  const feedback: Outcome | null = fieldError ? { tone: 'danger', text: fieldError } : outcome;

  return (
    <section className="shell-container" aria-labelledby="newsletter-title">
      <div className="shell-newsletter">
        <div>
          <h2 id="newsletter-title">Get weekly deals in your inbox</h2>
          <p>Seasonal picks, recipes and offers. No spam, unsubscribe any time.</p>
        </div>
        <div className="shell-newsletter__signup">
          <form
            className="shell-newsletter__form"
            noValidate
            onInput={preloadRules}
            onSubmit={(event) => {
              setOutcome(null);
              return handleSubmit(onValid)(event);
            }}
          >
            <label htmlFor="newsletter-email" className="gs-sr-only">
              Email address
            </label>
            <Mail className="shell-newsletter__icon" size={18} aria-hidden="true" />
            <input
              id="newsletter-email"
              type="email"
              placeholder="Your email address"
              autoComplete="email"
              className="shell-newsletter__input"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={feedback ? feedbackId : undefined}
              {...register('email')}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={isSubmitting}
              loadingLabel="Subscribing..."
            >
              Subscribe
            </Button>
          </form>
          {feedback && (
            <Alert id={feedbackId} tone={feedback.tone} className="shell-newsletter__feedback">
              {feedback.text}
            </Alert>
          )}
        </div>
      </div>
    </section>
  );
}
