import { Badge, Button, Card, CardBody, CardHeader, Spinner, useAsync } from '@grocery/shared-ui';
import { api, getErrorMessage } from '@grocery/shared-api';

interface HealthBody {
  message?: string;
  data?: { status?: string; database?: string | { status?: string; driver?: string } };
}

function describeDatabase(database: NonNullable<HealthBody['data']>['database']): string {
  if (!database) return 'unknown';
  if (typeof database === 'string') return database;
  return [database.status, database.driver && `(${database.driver})`].filter(Boolean).join(' ');
}

/** GET /api/health, read raw: the page shows the envelope's message as well as the data. */
async function checkHealth(): Promise<HealthBody> {
  return api.get('health').json<HealthBody>();
}

export function ApiHealthCard() {
  const { data, error, loading, reload } = useAsync(checkHealth, []);
  const healthy = data?.data?.status === 'ok';
  return (
    <Card>
      <CardHeader
        titleAs="h2"
        title="API health"
        action={
          <Button variant="ghost" size="sm" onClick={reload}>
            Check again
          </Button>
        }
      />
      <CardBody>
        {loading && <Spinner label="Checking API health..." showLabel />}
        {!loading && error !== undefined && (
          <p role="alert">
            <Badge variant="danger">Unreachable</Badge>{' '}
            {getErrorMessage(error, 'Health check failed')}
          </p>
        )}
        {!loading && data && (
          <div className="shell-style-test__result">
            <p>
              <Badge variant={healthy ? 'success' : 'warning'}>
                {data.data?.status ?? 'unknown'}
              </Badge>{' '}
              {data.message ?? 'The API answered.'}
            </p>
            <p className="gs-muted">Database: {describeDatabase(data.data?.database)}</p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
