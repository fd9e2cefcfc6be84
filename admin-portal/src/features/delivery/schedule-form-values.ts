import type { DeliverySchedule } from '@grocery/shared-api';
import type { DeliveryScheduleInput } from '@grocery/shared-api/validation';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export interface DayRow {
  open: boolean;
  from: string;
  until: string;
}

/** The form's own shape: text as typed, so a half-typed number is not lost on re-render. */
export interface ScheduleFormValues {
  days: DayRow[];
  slotMinutes: string;
  daysAhead: string;
  capacity: string;
  fee: string;
  peakFee: string;
  peakStart: string;
  peakEnd: string;
  cutoffMinutes: string;
  holdMinutes: string;
  freeDeliveryThreshold: string;
  closedDates: string;
}

export function formValues(schedule: DeliverySchedule): ScheduleFormValues {
  return {
    days: schedule.openingHours.map((hours) => ({
      open: hours !== null,
      from: hours?.open ?? '09:00',
      until: hours?.close ?? '17:00',
    })),
    slotMinutes: String(schedule.slotMinutes),
    daysAhead: String(schedule.daysAhead),
    capacity: String(schedule.capacity),
    fee: schedule.fee.toFixed(2),
    peakFee: schedule.peakFee.toFixed(2),
    peakStart: schedule.peakStart,
    peakEnd: schedule.peakEnd,
    cutoffMinutes: String(schedule.cutoffMinutes),
    holdMinutes: String(schedule.holdMinutes),
    freeDeliveryThreshold: schedule.freeDeliveryThreshold.toFixed(2),
    closedDates: schedule.closedDates.join(', '),
  };
}

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What PUT /delivery/schedule takes; the shared schema then checks it and names the field. */
export function scheduleInput(values: ScheduleFormValues): DeliveryScheduleInput {
  return {
    openingHours: values.days.map((d) => (d.open ? { open: d.from, close: d.until } : null)),
    slotMinutes: values.slotMinutes === '120' ? 120 : 60,
    daysAhead: num(values.daysAhead),
    capacity: num(values.capacity),
    fee: num(values.fee),
    peakFee: num(values.peakFee),
    peakStart: values.peakStart,
    peakEnd: values.peakEnd,
    cutoffMinutes: num(values.cutoffMinutes),
    holdMinutes: num(values.holdMinutes),
    freeDeliveryThreshold: num(values.freeDeliveryThreshold),
    closedDates: values.closedDates
      .split(/[\s,]+/)
      .map((d) => d.trim())
      .filter(Boolean),
  };
}
