import { spawn } from 'node:child_process';
import { repoRoot } from './server';

export const PRODUCTS = 50_000;

export interface Target {
  /** 'PGlite' or 'PostgreSQL' */
  label: string;
  /** DATA_DIR or DATABASE_URL of the store under test */
  env: Record<string, string>;
}

/** `npm run seed -w @grocery/api-server -- --products 50000` into the target database. */
export function seed(target: Target, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['run', 'seed', '-w', '@grocery/api-server', '--', '--products', String(PRODUCTS)],
      {
        cwd: repoRoot,
        env: { ...process.env, ...target.env },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `seeding ${target.label} failed (${signal ?? code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        );
    });
  });
}
