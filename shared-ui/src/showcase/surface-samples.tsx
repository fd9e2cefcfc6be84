import { ArrowRight, Heart } from 'lucide-react';
import { Alert, ErrorPanel } from '../components/alert';
import { Button, ButtonLink } from '../components/button';
import { Card, CardBody, CardFooter, CardHeader } from '../components/card';
import { EmptyState } from '../components/empty-state';
import { FreeDeliveryPromise } from '../components/free-delivery-promise';
import { Grid, Stack } from '../components/layout';
import { Skeleton, SkeletonText } from '../components/skeleton';
import { Spinner } from '../components/spinner';
import { ShowcaseGroup, ShowcaseSection } from './showcase-section';

export function SurfaceSamples() {
  return (
    <ShowcaseSection
      title="Surfaces and feedback"
      description="Cards, alerts, empty and error states, loading."
    >
      <Grid min="17rem">
        <Card>
          <CardHeader
            title="Order summary"
            description="3 items"
            action={
              <Button variant="link" size="sm">
                Edit
              </Button>
            }
          />
          <CardBody>
            <p className="gs-muted">Subtotal, shipping and tax are recalculated by the store.</p>
          </CardBody>
          <CardFooter>
            <Button variant="outline" size="sm">
              Cancel
            </Button>
            <Button size="sm">Checkout</Button>
          </CardFooter>
        </Card>
        <Card interactive padding="lg">
          <Stack gap={2}>
            <h3 className="gs-card__title">Interactive card</h3>
            <p className="gs-muted">Lifts on hover, for cards that open a page.</p>
          </Stack>
        </Card>
        <Card padding="lg" aria-busy="true">
          <Skeleton height="8rem" radius="md" />
          <SkeletonText lines={3} className="gs-showcase__skeleton-text" />
        </Card>
      </Grid>
      <ShowcaseGroup label="Alerts">
        <div className="gs-stack">
          {/* The store's own threshold, as the promo bar and footer quote it. */}
          <Alert tone="info" title={<FreeDeliveryPromise />} />
          <Alert tone="success" title="Profile updated successfully!" />
          <Alert tone="warning" title="Approval required">
            An administrator must approve store manager accounts.
          </Alert>
          <Alert
            tone="danger"
            title="Login failed"
            action={
              <Button size="sm" variant="outline">
                Try again
              </Button>
            }
          >
            Invalid email or password.
          </Alert>
        </div>
      </ShowcaseGroup>
      <div className="gs-showcase__columns">
        <EmptyState
          icon={<Heart />}
          title="Your wishlist is empty"
          description="Start adding items you love to your wishlist!"
          action={
            <ButtonLink href="#" iconRight={<ArrowRight />}>
              Start Shopping
            </ButtonLink>
          }
          titleAs="h3"
        />
        <ErrorPanel
          title="Error Loading Orders"
          message="Failed to fetch orders"
          onRetry={() => undefined}
          retryLabel="Try Again"
        />
      </div>
      <ShowcaseGroup label="Spinners">
        <div className="gs-cluster">
          <Spinner size="sm" />
          <Spinner />
          <Spinner size="lg" />
          <Spinner label="Checking Status" showLabel />
        </div>
      </ShowcaseGroup>
    </ShowcaseSection>
  );
}
