import { navbarHiddenAfterScroll, MOBILE_MENU_BREAKPOINT, NAVBAR_SCROLL_THROTTLE } from '../../src/utils/navbar';
import { throttle } from '../../src/utils/throttle';

describe('navbarHiddenAfterScroll (spec 2.3, hideNavbar scroll)', () => {
  it.each<[number, number, boolean, boolean]>([
    // previous, current, was hidden → hidden
    [0, 300, false, true], // scrolling down hides
    [300, 600, true, true],
    [600, 400, true, false], // scrolling up shows
    [600, 599, true, false],
    [400, 400, true, true], // no movement keeps the state
    [400, 400, false, false],
    [300, 72, true, false], // near the top it always shows
    [0, 50, false, false],
    [500, 0, true, false],
  ])('%i → %i (was hidden: %s) → hidden: %s', (previous, current, wasHidden, expected) => {
    expect(navbarHiddenAfterScroll(previous, current, wasHidden, 72)).toBe(expected);
  });

  it('uses the spec constants', () => {
    expect(MOBILE_MENU_BREAKPOINT).toBe(768);
    expect(NAVBAR_SCROLL_THROTTLE).toBe(200);
  });
});

describe('throttle (spec 9: the wait is also the maximum wait)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 10_000 }));
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and then at most once per wait, ending with the latest arguments', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 200);
    throttled(1);
    expect(calls).toEqual([1]);
    throttled(2);
    jest.advanceTimersByTime(50);
    throttled(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(149);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([1, 3]);
  });

  it('never holds a call back longer than the wait while calls keep coming', () => {
    const times: number[] = [];
    const throttled = throttle(() => times.push(Date.now()), 200);
    for (let t = 0; t < 1000; t += 10) {
      throttled();
      jest.advanceTimersByTime(10);
    }
    jest.runOnlyPendingTimers();
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(200);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
  });

  it('runs again at once after a quiet wait', () => {
    const calls: string[] = [];
    const throttled = throttle((value: string) => calls.push(value), 200);
    throttled('a');
    jest.advanceTimersByTime(500);
    throttled('b');
    expect(calls).toEqual(['a', 'b']);
  });

  it('cancel drops the pending trailing call', () => {
    const calls: string[] = [];
    const throttled = throttle((value: string) => calls.push(value), 200);
    throttled('a');
    throttled('b');
    throttled.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual(['a']);
  });
});
