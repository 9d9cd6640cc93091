import { throttle } from '../../src/utils/throttle';

// spec 9: the outline's scroll handling is throttled at 100 ms, and the
// throttle helper uses the wait time as its maximum wait.
describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once', () => {
    const fn = jest.fn();
    throttle(fn, 100)('a');
    expect(fn).toHaveBeenCalledWith('a');
  });

  it('folds the calls of one window into a trailing call with the latest arguments', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    jest.advanceTimersByTime(10);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(89);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('never lets a continuous stream wait longer than the wait time', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    const callTimes: number[] = [];
    fn.mockImplementation(() => callTimes.push(Date.now()));
    const start = Date.now();
    for (let t = 0; t < 1000; t += 5) {
      throttled(t);
      jest.advanceTimersByTime(5);
    }
    jest.advanceTimersByTime(100);
    const gaps = callTimes.slice(1).map((time, i) => time - callTimes[i]);
    expect(callTimes[0]).toBe(start);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(100);
    expect(callTimes.length).toBeGreaterThanOrEqual(10);
    expect(callTimes.length).toBeLessThanOrEqual(11);
    expect(fn).toHaveBeenLastCalledWith(995);
  });

  it('runs at once again after a quiet period', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled('a');
    jest.advanceTimersByTime(500);
    throttled('b');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel() drops a pending trailing call', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled('a');
    throttled('b');
    throttled.cancel();
    jest.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith('a');
  });
});
