// matrix.json, schemaVersion 1: the verdicts of several runs (releases) in one grid, method × clause ×
// release, with what changed between neighbouring columns. Change it only by bumping schemaVersion.
import { z } from 'zod';

export const MATRIX_SCHEMA_VERSION = 1;

/** passed, failed, warned, expected-fail, skipped; absent: the release does not serve the method, or no check of the row ran in that run. */
export const CellStatus = z.enum(['passed', 'failed', 'warned', 'expected-fail', 'skipped', 'absent']);
export type CellStatus = z.infer<typeof CellStatus>;

export const MatrixCell = z.object({
  status: CellStatus,
  /** Checks of the row in this run. */
  checks: z.number().int().nonnegative(),
  /** Why (skip reason, absence, failure or deviation text), first line. */
  detail: z.string(),
  /** The ids of the known deviations the run recorded as explaining the cell's expected-fail checks (comma-separated), or null. */
  deviation: z.string().nullable(),
});
export type MatrixCell = z.infer<typeof MatrixCell>;

export const MatrixColumn = z.object({
  label: z.string().min(1),
  /** Where the run came from: a conformance.json path, or the target spec that was run. */
  source: z.string(),
  nodeVersion: z.string().nullable(),
  startedAt: z.string(),
  /** The build judged (info.getNodeVersion's gitCommit), when the run recorded it. */
  gitCommit: z.string().optional(),
  /** The network upgrades active on the target (info.upgrades), in the node's order, when the run recorded them. */
  upgrades: z.array(z.string()).optional(),
});
export type MatrixColumn = z.infer<typeof MatrixColumn>;

export const MatrixRow = z.object({
  method: z.string(),
  clause: z.string(),
  /** One cell per column, in column order. */
  cells: z.array(MatrixCell),
  /** Columns (index) whose status differs from the column before. */
  changedAt: z.array(z.number().int().positive()),
});
export type MatrixRow = z.infer<typeof MatrixRow>;

/** Answer-shape changes of one method between two neighbouring columns (from `compare` of their cassettes). */
export const ShapeChange = z.object({
  method: z.string(),
  /** The column the change leads to (the one before it is the other side). */
  column: z.number().int().positive(),
  explained: z.number().int().nonnegative(),
  unexplained: z.number().int().nonnegative(),
  /** A few of the paths, as "path kind". */
  paths: z.array(z.string()),
});
export type ShapeChange = z.infer<typeof ShapeChange>;

export const Matrix = z.object({
  schemaVersion: z.literal(MATRIX_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('avaconform'), version: z.string() }),
  generatedAt: z.iso.datetime({ offset: true }),
  columns: z.array(MatrixColumn).min(1),
  rows: z.array(MatrixRow),
  shapeChanges: z.array(ShapeChange),
});
export type Matrix = z.infer<typeof Matrix>;
