import { configureApi, resetApiConfig } from '@grocery/shared-api';

export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  body: unknown;
}

/** Answers by 'METHOD /path' (path without /api and query); a function sees the call. */
export type Routes = Record<string, Answer | ((call: SeenCall) => Answer)>;

export const ok = (data: unknown, message?: string): Answer => ({
  body: { success: true, message, data },
});
export const fail = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});

export const page = (total: number, limit = 20, current = 1) => ({
  page: current,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

/**
 * Serves the API from a route table through a fetch spy and records every call, so a test
 * asserts both what the screen shows and what it asked the server.
 */
export function serveApi(routes: Routes): SeenCall[] {
  const seen: SeenCall[] = [];
  configureApi({ baseUrl: 'http://localhost/api' });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = await request.text();
    const call: SeenCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    const { status = 200, body } = answer ?? fail(404, `No route for ${call.method} ${call.path}`);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

export function stopServing() {
  resetApiConfig();
  jest.restoreAllMocks();
}

/** The calls made to one route. */
export const callsTo = (seen: SeenCall[], key: string) =>
  seen.filter((call) => `${call.method} ${call.path}` === key);
