const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as the catalogue stores it, YYYY-MM-DD, and a real day (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}
