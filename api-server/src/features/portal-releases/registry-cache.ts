import type { Db } from '../../db/client';
import { type RegistryState, readRegistryState } from './registry-state';

/**
 * How long one replica may answer from its last read of the registry. Short enough that a
 * promotion made on another replica reaches its next page load well within a second; long
 * enough that a burst of page loads costs one query, not one each.
 */
export const REGISTRY_TTL_MS = 250;

/** The registry as /remotes.json and the CSP read it: one shared, briefly cached read. */
export class RegistryCache {
  private value: { state: RegistryState; at: number } | null = null;
  private pending: Promise<RegistryState> | null = null;
  /** Bumped by invalidate: a read that started before a change must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  read(): Promise<RegistryState> {
    if (this.value && this.now() - this.value.at < REGISTRY_TTL_MS) {
      return Promise.resolve(this.value.state);
    }
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = readRegistryState(this.db)
      .then((state) => {
        if (generation === this.generation) this.value = { state, at: this.now() };
        return state;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = null;
      });
    this.pending = pending;
    return pending;
  }

  /** After a change on this replica: its next read goes to the database. */
  invalidate(): void {
    this.value = null;
    this.pending = null;
    this.generation += 1;
  }
}
