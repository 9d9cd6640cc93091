/**
 * spec 9: "Throttle helper uses the wait time as its maximum wait". The first
 * call runs at once; calls during the next `wait` ms are folded into one
 * trailing call with the latest arguments, so a burst of events never waits
 * longer than `wait` for an update and the final state is always handled.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (use it when the listener is removed). */
  cancel(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) run(pending);
      }, Math.max(remaining, 0));
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
