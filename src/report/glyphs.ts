// The mark of each status in every report (report.md/.html, diff, compare, matrix): text symbols that common
// fonts carry (an emoji is an empty box where no emoji font is installed), each of its own shape, so a mark
// never rests on colour alone (failed ✗, a known deviation ≈).
export const STATUS_GLYPH = {
  passed: '✓',
  failed: '✗',
  warned: '⚠',
  'expected-fail': '≈',
  skipped: '–',
  absent: '∅',
  none: '·',
} as const;
