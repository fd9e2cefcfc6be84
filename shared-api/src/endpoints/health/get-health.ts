import { requestEnvelope, type CallOptions } from '../../client/request';

export interface HealthStatus {
  status: 'ok';
  database: { status: 'up'; driver: 'pglite' | 'postgres' };
  /** The envelope's message, e.g. "Grocery Store API is running". */
  message: string | null;
}

/** A 503 with "Database unavailable" when the API runs but its database does not. */
export async function getHealth(options?: CallOptions): Promise<HealthStatus> {
  const { data, message } = await requestEnvelope<Omit<HealthStatus, 'message'>>(
    'get',
    'health',
    'Health check failed',
    options,
  );
  return { ...data, message };
}
