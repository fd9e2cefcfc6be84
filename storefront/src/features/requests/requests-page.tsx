import '../../components/storefront.css';
import './requests.css';
import { useId, useState } from 'react';
import { Inbox, Plus } from 'lucide-react';
import { useSession } from '@grocery/shared-api';
import { Button, Container, PageHeading, EmptyState, LoadError, Spinner } from '@grocery/shared-ui';
import { NewRequestDialog } from './new-request-dialog';
import { RequestItem } from './request-item';
import { useMyRequests } from './use-my-requests';

/** /requests: a customer's requests to become a store manager, and a new one. */
export function RequestsPage() {
  const { role } = useSession();
  const { requests, loading, error, reload } = useMyRequests();
  const [asking, setAsking] = useState(false);
  const waitingId = useId();
  const isCustomer = role === 'customer';
  // One request at a time: the server refuses a second while one waits, so the button says so.
  const waiting = requests.some(
    (request) => request.type === 'account_register_request' && request.status === 'pending',
  );
  const newRequest = isCustomer && (
    <Button
      icon={<Plus size={18} />}
      disabled={waiting}
      aria-describedby={waiting ? waitingId : undefined}
      onClick={() => setAsking(true)}
    >
      New Request
    </Button>
  );

  return (
    <Container className="sf-page">
      <PageHeading
        title="My Requests"
        subtitle={
          isCustomer && waiting ? (
            <span id={waitingId}>
              Your request is waiting for an administrator; you can send another once it is decided.
            </span>
          ) : (
            'Your requests and what an administrator decided.'
          )
        }
        actions={newRequest}
      />
      {loading && requests.length === 0 && !error ? (
        <div className="sf-requests__loading">
          <Spinner label="Loading requests..." showLabel />
        </div>
      ) : error ? (
        <LoadError error={error} fallback="Failed to fetch my requests" onRetry={reload} />
      ) : requests.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title="No requests yet"
          description={
            isCustomer
              ? 'Run a shop or a team? Ask to become a store manager.'
              : 'Requests you send appear here.'
          }
        />
      ) : (
        <ul className="sf-requests" aria-label="Requests">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
      {asking && (
        <NewRequestDialog
          onClose={() => setAsking(false)}
          onSubmitted={() => {
            setAsking(false);
            reload();
          }}
        />
      )}
    </Container>
  );
}
