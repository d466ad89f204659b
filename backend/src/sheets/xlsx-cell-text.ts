/**
 * Shortest decimal for what Excel shows: Excel keeps 15 significant digits, so the 12.499999999999998 stored
 * in the file reads 12.5, and no exponent (1e-7 → 0.0000001) because staff typed plain numbers.
 */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (n === 0) return '0';
  return n.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serial number of 1970-01-01 in the 1900 date system; the 1904 system counts 1462 days fewer. */
const UNIX_EPOCH_1900 = 25569;

/** The wall-clock time of an Excel serial date, as a UTC instant (Excel dates have no time zone). */
export function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - UNIX_EPOCH_1900 + (date1904 ? 1462 : 0)) * DAY_MS));
}

/**
 * ISO text of an Excel date: a date alone reads 2024-03-05, with a time 2024-03-05T14:30:00, a time alone
 * 14:30:00.
 */
export function dateText(date: Date): string {
  // Excel stores times as fractions of a day: round away the floating-point dust below a second.
  const iso = new Date(Math.round(date.getTime() / 1000) * 1000).toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  if (time === '00:00:00') return day;
  // Serial numbers below 1 (1904 system: 0) are times without a date.
  if (day === '1899-12-30' || day === '1904-01-01') return time;
  return `${day}T${time}`;
}
