import { useEffect, useState } from 'react';
import { History } from 'lucide-react';
import { getErrorMessage, listAuditEntries, type AuditEntry } from '@grocery/shared-api';
import { formatDateTime } from '../../lib/format';

const VERBS: Record<string, string> = {
  create: 'added the product',
  update: 'edited',
  delete: 'deleted the product',
  stock: 'changed the stock',
};

const HIDDEN_KEYS = new Set(['updatedAt', 'createdAt', 'version', 'id']);

/** The fields whose values differ between before and after, e.g. "price, stock". */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) => !HIDDEN_KEYS.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

function describe(entry: AuditEntry): string {
  const kind = entry.action.split('.').pop() ?? entry.action;
  const verb = VERBS[kind] ?? kind;
  const fields = kind === 'update' ? changedFields(entry) : [];
  return fields.length ? `${verb} ${fields.join(', ')}` : verb;
}

type State = { entries: AuditEntry[]; error: string | null; loading: boolean };

/** The product's last changes, newest first, from the audit log. */
export function ProductHistory({ productId }: { productId: string }) {
  const [state, setState] = useState<State>({ entries: [], error: null, loading: true });

  useEffect(() => {
    const controller = new AbortController();
    listAuditEntries(
      { entityType: 'product', entityId: productId, limit: 5 },
      { signal: controller.signal },
    ).then(
      ({ entries }) => setState({ entries, error: null, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          entries: [],
          error: getErrorMessage(error, 'Failed to fetch history'),
          loading: false,
        });
      },
    );
    return () => controller.abort();
  }, [productId]);

  return (
    <section className="gs-pm-history" aria-labelledby={`history-${productId}`}>
      <h3 id={`history-${productId}`} className="gs-pm-form__legend">
        <History size={16} aria-hidden="true" /> Recent history
      </h3>
      {state.loading ? (
        <p className="gs-pm-history__note">Loading history...</p>
      ) : state.error ? (
        <p className="gs-pm-history__note">{state.error}</p>
      ) : state.entries.length === 0 ? (
        <p className="gs-pm-history__note">No changes recorded yet.</p>
      ) : (
        <ol className="gs-pm-history__list">
          {state.entries.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.actorName ?? 'Someone'}</strong> {describe(entry)}
              <time dateTime={entry.createdAt}> · {formatDateTime(entry.createdAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
