import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Buffer } from 'node:buffer';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** Base URL of the API on this server, e.g. http://127.0.0.1:40123/api */
  apiUrl: string;
  seen: SeenRequest[];
  count: (method: string, path: string) => number;
  close: () => Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A real HTTP server on 127.0.0.1 and a free port; paths are seen without the /api prefix. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const entry: SeenRequest = {
      method: request.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      authorization: request.headers.authorization ?? null,
      body: await readBody(request),
    };
    seen.push(entry);
    try {
      await handler(entry, response);
    } catch (error) {
      if (!response.headersSent)
        sendJson(response, 500, { success: false, message: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    seen,
    count: (method, path) => seen.filter((r) => r.method === method && r.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
