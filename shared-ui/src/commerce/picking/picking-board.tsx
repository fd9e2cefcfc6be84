import './picking.css';
import { useState } from 'react';
import {
  getErrorMessage,
  recordPick,
  slotLabel,
  startPicking,
  type PickList,
  type PickListLine,
} from '@grocery/shared-api';
import type { PickRecordInput } from '@grocery/shared-api/validation';
import { Alert } from '../../components/alert';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { LoadError } from '../../components/load-error';
import { Select } from '../../components/select';
import { Skeleton } from '../../components/skeleton';
import { notify } from '../lib/notify';
import { PickAisle } from './pick-aisle';
import { PickLineDialog } from './pick-line-dialog';
import { PickOrders } from './pick-orders';
import { usePickList } from './use-pick-list';

/**
 * The picking screen of admins and store managers: a day's (or one slot's) orders, their lines
 * by aisle, what was picked of each, and Packed.
 */
export function PickingBoard() {
  const { date, slotId, list, chooseDate, chooseSlot } = usePickList();
  const [daySlots, setDaySlots] = useState<Array<{ value: string; label: string }>>([]);
  const [recording, setRecording] = useState<PickListLine | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const data = list.data;

  // The slot choices are the day's, kept while one slot is shown.
  const slotsOf = (day: PickList) => {
    const seen = new Map<string, string>();
    for (const order of day.orders)
      if (order.deliverySlot) seen.set(order.deliverySlot.id, slotLabel(order.deliverySlot));
    return [...seen].map(([value, label]) => ({ value, label }));
  };
  if (data && !slotId) {
    const next = slotsOf(data);
    if (next.map((s) => s.value).join() !== daySlots.map((s) => s.value).join()) setDaySlots(next);
  }

  const record = async (line: PickListLine, pick: PickRecordInput) => {
    const order = data?.orders.find((o) => o.id === line.orderId);
    if (order?.pickingStatus === 'not_started') await startPicking(line.orderId);
    await recordPick(line.orderId, line.itemId, pick);
    list.reload();
  };
  const quickPick = async (line: PickListLine) => {
    setProblem(null);
    try {
      await record(line, { outcome: 'picked', quantity: line.quantity });
    } catch (error) {
      setProblem(getErrorMessage(error, 'Failed to record the pick'));
      list.reload();
    }
  };
  const onPackFailed = (message: string) => {
    setProblem(message);
    notify.error(message);
    list.reload();
  };

  return (
    <div className="gs-picking">
      <div className="gs-picking__filters">
        <Input
          type="date"
          label="Day"
          value={date}
          onChange={(e) => e.target.value && chooseDate(e.target.value)}
        />
        <Select
          label="Delivery slot"
          options={[{ value: '', label: 'All slots of the day' }, ...daySlots]}
          value={slotId}
          onChange={(e) => chooseSlot(e.target.value)}
        />
      </div>
      {problem && (
        <Alert tone="danger" title="Not done" role="alert">
          {problem}
        </Alert>
      )}
      {list.error !== undefined ? (
        <LoadError
          error={list.error}
          fallback="Failed to load the pick list"
          onRetry={list.reload}
        />
      ) : !data ? (
        <Skeleton className="gs-picking__loading" />
      ) : data.orders.length === 0 ? (
        <EmptyState
          titleAs="h2"
          title="Nothing to pick"
          description="No orders for this day or slot."
        />
      ) : (
        <>
          <PickOrders orders={data.orders} onPacked={list.reload} onPackFailed={onPackFailed} />
          <section className="gs-picking__aisles" aria-labelledby="pick-list-title">
            <h2 id="pick-list-title" className="gs-picking__title">
              Pick list
            </h2>
            {data.aisles.map((aisle) => (
              <PickAisle
                key={aisle.category}
                aisle={aisle}
                orders={data.orders}
                onPicked={(line) => void quickPick(line)}
                onRecord={(line) => {
                  setProblem(null);
                  setRecording(line);
                }}
              />
            ))}
          </section>
        </>
      )}
      {recording && (
        <PickLineDialog
          line={recording}
          onClose={() => setRecording(null)}
          onRecord={(pick) => record(recording, pick)}
        />
      )}
    </div>
  );
}
