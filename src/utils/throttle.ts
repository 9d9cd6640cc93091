export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

/**
 * spec 9 throttle helper: runs `fn` at once, then at most once per `wait` ms
 * while calls keep coming, always finishing with the latest arguments (a
 * trailing call). The wait is also the longest a call can be held back, like a
 * debounce whose maximum wait is the wait time.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = () => {
    timer = undefined;
    lastRun = Date.now();
    const args = pending!;
    pending = undefined;
    fn(...args);
  };

  const throttled = ((...args: A) => {
    pending = args;
    const remaining = wait - (Date.now() - lastRun);
    if (remaining <= 0 || remaining > wait) {
      // The first call, or the wait is over (or the clock went back): run now.
      if (timer !== undefined) clearTimeout(timer);
      run();
    } else if (timer === undefined) {
      timer = setTimeout(run, remaining);
    }
  }) as Throttled<A>;

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
