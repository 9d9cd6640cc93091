/** spec 9: the search input waits 150 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Makes a pending call now; returns whether there was one. */
  flush(): boolean;
}

/** Calls `fn` once, `wait` ms after the last call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = SEARCH_DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    const args = pending as A;
    timer = undefined;
    pending = undefined;
    fn(...args);
  };
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    pending = args;
    timer = setTimeout(run, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return false;
    clearTimeout(timer);
    run();
    return true;
  };
  return debounced;
}
