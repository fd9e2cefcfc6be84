const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The store's wall-clock parts of an ISO instant written with the store's offset
 * (2026-12-02T10:00:00-05:00): read from the text, so every screen and mail shows the store's
 * local time whatever the viewer's own time zone.
 */
function wallClock(iso: string) {
  const [, y, m, d, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(iso) ?? [];
  const weekday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay();
  return {
    day: `${y}-${m}-${d}`,
    date: `${WEEKDAYS[weekday]} ${Number(d)} ${MONTHS[Number(m) - 1]}`,
    time: time ?? '',
  };
}

/** "Tue 2 Dec" */
export const slotDate = (iso: string) => wallClock(iso).date;
/** "10:00" */
export const slotTime = (iso: string) => wallClock(iso).time;
/** "2026-12-02", the store's day. */
export const slotDay = (iso: string) => wallClock(iso).day;

/** "Tue 2 Dec, 10:00-11:00" */
export const slotLabel = (slot: { start: string; end: string }) =>
  `${slotDate(slot.start)}, ${slotTime(slot.start)}-${slotTime(slot.end)}`;

/** "Tue 2 Dec, 08:00" */
export const instantLabel = (iso: string) => `${slotDate(iso)}, ${slotTime(iso)}`;
