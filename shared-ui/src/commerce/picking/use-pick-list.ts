import { useState } from 'react';
import { getPickList } from '@grocery/shared-api';
import { useAsync } from '../../lib/use-async';

/** Today as YYYY-MM-DD in the store's (the browser's) time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The pick list of a day, or of one delivery slot of it. */
export function usePickList() {
  const [date, setDate] = useState(today);
  const [slotId, setSlotId] = useState('');
  const list = useAsync(
    (signal) => getPickList(slotId ? { slotId } : { date }, { signal }),
    [date, slotId],
  );
  return {
    date,
    slotId,
    list,
    chooseDate: (next: string) => {
      setSlotId('');
      setDate(next);
    },
    chooseSlot: setSlotId,
  };
}
