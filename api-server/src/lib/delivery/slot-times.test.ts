import { plannedSlots, storeIso } from './slot-times';

const plan = (open: string, close: string) => ({
  openingHours: Array.from({ length: 7 }, () => ({ open, close })),
  slotMinutes: 60,
  feeCents: 199,
  peakFeeCents: 499,
  peakStart: '17:00',
  peakEnd: '19:00',
  closedDates: ['2026-12-25'],
});

const shown = (slots: ReturnType<typeof plannedSlots>, zone: string) =>
  slots.map((s) => `${storeIso(s.startsAt, zone)}/${storeIso(s.endsAt, zone)}`);

describe('slots planned in the store time zone', () => {
  const zone = 'America/New_York';

  test('the spring-forward night has no 02:00 slot and keeps local times with the new offset', () => {
    expect(shown(plannedSlots(plan('00:00', '05:00'), zone, '2026-03-08', 1), zone)).toEqual([
      '2026-03-08T00:00:00-05:00/2026-03-08T01:00:00-05:00',
      '2026-03-08T01:00:00-05:00/2026-03-08T03:00:00-04:00',
      '2026-03-08T03:00:00-04:00/2026-03-08T04:00:00-04:00',
      '2026-03-08T04:00:00-04:00/2026-03-08T05:00:00-04:00',
    ]);
  });

  test('the fall-back night keeps one 01:00 slot, taking the first pass of the hour', () => {
    expect(shown(plannedSlots(plan('00:00', '03:00'), zone, '2026-11-01', 1), zone)).toEqual([
      '2026-11-01T00:00:00-04:00/2026-11-01T01:00:00-04:00',
      '2026-11-01T01:00:00-04:00/2026-11-01T02:00:00-05:00',
      '2026-11-01T02:00:00-05:00/2026-11-01T03:00:00-05:00',
    ]);
  });

  test('daytime slots on either side of a change are at the same local hours', () => {
    const starts = plannedSlots(plan('09:00', '11:00'), zone, '2026-03-07', 2).map((s) =>
      storeIso(s.startsAt, zone),
    );
    expect(starts).toEqual([
      '2026-03-07T09:00:00-05:00',
      '2026-03-07T10:00:00-05:00',
      '2026-03-08T09:00:00-04:00',
      '2026-03-08T10:00:00-04:00',
    ]);
  });

  test('closed dates have no slots and the peak hours take the peak fee', () => {
    const slots = plannedSlots(plan('16:00', '20:00'), 'UTC', '2026-12-24', 2);
    expect(slots.map((s) => [s.startsAt.toISOString().slice(0, 16), s.feeCents])).toEqual([
      ['2026-12-24T16:00', 199],
      ['2026-12-24T17:00', 499],
      ['2026-12-24T18:00', 499],
      ['2026-12-24T19:00', 199],
    ]);
  });

  test('two-hour slots fit whole inside the opening hours', () => {
    const slots = plannedSlots(
      { ...plan('08:00', '13:00'), slotMinutes: 120 },
      'UTC',
      '2026-12-01',
      1,
    );
    expect(shown(slots, 'UTC')).toEqual([
      '2026-12-01T08:00:00Z/2026-12-01T10:00:00Z',
      '2026-12-01T10:00:00Z/2026-12-01T12:00:00Z',
    ]);
  });
});
