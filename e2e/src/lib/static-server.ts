import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './free-port';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticServer {
  url: string;
  /** paths requested so far, to prove the browser really fetched from this origin */
  requested: string[];
  stop: () => Promise<void>;
}

/** A plain file server on another port: a remote hosted on a second origin, like a CDN. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requested.push(urlPath);
    const file = path.join(dir, path.normalize(urlPath));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    fs.createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
