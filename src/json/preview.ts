// A short one-line preview of any value (bigint-aware), for messages.

/** Short one-line preview of a value for messages. */
export function preview(value: unknown, max = 120): string {
  let s: string;
  try {
    s = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value);
  } catch {
    s = String(value);
  }
  return s.length > max ? s.slice(0, max) + '…' : s;
}
