/**
 * Records a User Timing measure for scripts/bench-search.mjs. Browsers
 * without User Timing Level 3 (options object) simply skip it: a benchmark
 * hook must never break search.
 */
export function measure(name: string, start: number, end: number, detail?: unknown): void {
  try {
    performance.measure(name, { start, end, detail });
  } catch {
    // No User Timing Level 3 here.
  }
}
