// Helpers for the node-form readers of AvalancheGo's shape deviations.

/** A plain object, or undefined. */
export function record(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** The same object with one member renamed in place (member order kept). */
export function renamed(o: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k === from ? to : k, v]));
}
