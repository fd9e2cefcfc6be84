import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  Pagination,
  RequestedRole,
  RequestListQuery,
  StoreRequest,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { requests, users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import { MESSAGES as M } from './messages';
import { toRequest } from '../../lib/store-request';

export interface RequestPage {
  requests: StoreRequest[];
  pagination: Pagination;
}

/**
 * Account requests for one role, read as requestedRoleOf reads them: older registrations kept
 * the role as `role`, and anything but admin asks for store manager.
 */
function askingFor(role: RequestedRole): SQL | undefined {
  const asked = sql`coalesce(${requests.requestData}->>'requestedRole', ${requests.requestData}->>'role', '')`;
  return and(
    eq(requests.type, 'account_register_request'),
    role === 'admin' ? sql`${asked} = 'admin'` : sql`${asked} <> 'admin'`,
  );
}

/** Newest first; ties (same millisecond) broken by id so pages never repeat or skip a row. */
export async function listRequests(
  db: Db,
  query: Pick<RequestListQuery, 'page' | 'limit' | 'status' | 'type' | 'requestedRole'>,
  requestedBy?: string,
): Promise<RequestPage> {
  const filters: (SQL | undefined)[] = [
    query.status ? eq(requests.status, query.status) : undefined,
    query.type ? eq(requests.type, query.type) : undefined,
    requestedBy ? eq(requests.requestedBy, requestedBy) : undefined,
    query.requestedRole ? askingFor(query.requestedRole) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: requests, user: users })
      .from(requests)
      .leftJoin(users, eq(users.id, requests.requestedBy))
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(requests).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    requests: rows.map((row) => toRequest(row.request, row.user)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

/** Admins see any request, others only their own: someone else's is "not found", not 403. */
export async function getRequest(db: Db, id: string, auth: AuthContext): Promise<StoreRequest> {
  const [row] = await db
    .select({ request: requests, user: users })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.requestedBy))
    .where(eq(requests.id, id));
  if (!row || (auth.role !== 'admin' && row.request.requestedBy !== auth.userId)) {
    throw new NotFoundError(M.notFound);
  }
  return toRequest(row.request, row.user);
}
