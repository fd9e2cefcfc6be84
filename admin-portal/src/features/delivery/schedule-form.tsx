import { useState, type FormEvent } from 'react';
import {
  DELIVERY_MESSAGES,
  getErrorMessage,
  updateDeliverySchedule,
  type DeliverySchedule,
} from '@grocery/shared-api';
import { deliveryScheduleSchema } from '@grocery/shared-api/validation';
import { Alert, Button, notify } from '@grocery/shared-ui';
import { Checkbox, Input, Select, Textarea } from '@grocery/shared-ui/forms';
import {
  formValues,
  scheduleInput,
  WEEKDAYS,
  type DayRow,
  type ScheduleFormValues,
} from './schedule-form-values';

interface Props {
  schedule: DeliverySchedule;
  /** After a save: the slots below are read again. */
  onSaved: (schedule: DeliverySchedule) => void;
}

/** The store's delivery schedule; a save tells how many booked orders the change touches. */
export function ScheduleForm({ schedule, onSaved }: Props) {
  const [values, setValues] = useState(() => formValues(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState<number | null>(null);
  const set = (key: keyof ScheduleFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setDay = (index: number, change: Partial<DayRow>) =>
    setValues((v) => ({
      ...v,
      days: v.days.map((d, i) => (i === index ? { ...d, ...change } : d)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deliveryScheduleSchema.safeParse(scheduleInput(values));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      notify.error('Please fix the highlighted fields');
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const change = await updateDeliverySchedule(parsed.data);
      notify.success(DELIVERY_MESSAGES.scheduleSaved);
      setTouched(change.affectedOrders);
      onSaved(change.schedule);
    } catch (error) {
      notify.error(getErrorMessage(error, DELIVERY_MESSAGES.scheduleFailed));
    } finally {
      setSaving(false);
    }
  };

  const text = (key: keyof ScheduleFormValues, label: string, props: object = {}) => (
    <Input
      label={label}
      value={values[key] as string}
      error={errors[key]}
      onChange={(e) => set(key)(e.target.value)}
      {...props}
    />
  );

  return (
    <form className="gs-card gs-card--pad-md ap-delivery__form" noValidate onSubmit={submit}>
      <h2 className="ap-delivery__title">Schedule</h2>
      <p className="ap-muted">Times are the store&apos;s, in {schedule.timeZone}.</p>
      <fieldset className="ap-delivery__hours">
        <legend>Opening hours</legend>
        {values.days.map((day, i) => (
          <div key={WEEKDAYS[i]} className="ap-delivery__day">
            <Checkbox
              label={WEEKDAYS[i]}
              checked={day.open}
              onChange={(e) => setDay(i, { open: e.target.checked })}
            />
            <Input
              type="time"
              label={`${WEEKDAYS[i]} opens`}
              hideLabel
              value={day.from}
              disabled={!day.open}
              error={errors[`openingHours.${i}.open`]}
              onChange={(e) => setDay(i, { from: e.target.value })}
            />
            <Input
              type="time"
              label={`${WEEKDAYS[i]} closes`}
              hideLabel
              value={day.until}
              disabled={!day.open}
              error={errors[`openingHours.${i}.close`]}
              onChange={(e) => setDay(i, { until: e.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <div className="ap-delivery__fields">
        <Select
          label="Slot length"
          value={values.slotMinutes}
          onChange={(e) => set('slotMinutes')(e.target.value)}
          options={[
            { value: '60', label: '1 hour' },
            { value: '120', label: '2 hours' },
          ]}
        />
        {text('capacity', 'Orders per slot', { inputMode: 'numeric' })}
        {text('daysAhead', 'Days ahead shoppers may book', { inputMode: 'numeric' })}
        {text('cutoffMinutes', 'Cut-off (minutes before a slot)', { inputMode: 'numeric' })}
        {text('holdMinutes', 'Hold while paying (minutes)', { inputMode: 'numeric' })}
        {text('freeDeliveryThreshold', 'Free delivery from ($)', { inputMode: 'decimal' })}
        {text('fee', 'Off-peak fee ($)', { inputMode: 'decimal' })}
        {text('peakFee', 'Peak fee ($)', { inputMode: 'decimal' })}
        {text('peakStart', 'Peak from', { type: 'time' })}
        {text('peakEnd', 'Peak until', { type: 'time' })}
      </div>
      <Textarea
        label="Closed dates"
        hint="Holidays, as 2026-12-25, separated by commas"
        value={values.closedDates}
        error={Object.entries(errors).find(([k]) => k.startsWith('closedDates'))?.[1]}
        onChange={(e) => set('closedDates')(e.target.value)}
        rows={2}
      />
      {touched !== null && touched > 0 && (
        <Alert tone="warning" title="Booked orders kept">
          This change touches {touched} booked {touched === 1 ? 'order' : 'orders'}: their slots
          stay until the orders are delivered or moved.
        </Alert>
      )}
      <div>
        <Button type="submit" loading={saving} loadingLabel="Saving...">
          Save schedule
        </Button>
      </div>
    </form>
  );
}
