/** What Docusaurus's client entry logs, with console.error, for a recoverable React error. */
export const RECOVERABLE_ERROR_PREFIX = 'Docusaurus React Root onRecoverableError:';

/** Whether a console.error call is Docusaurus reporting a recoverable (hydration) error. */
export function isRecoverableErrorLog(args: readonly unknown[]): boolean {
  return args[0] === RECOVERABLE_ERROR_PREFIX;
}

/**
 * spec 8: a recoverable hydration error is logged as a warning only. React
 * recovers by rendering the page in the browser; Docusaurus's client entry
 * (not swizzlable) reports it with console.error, so this turns exactly that
 * report into console.warn and leaves every other error as it is.
 */
export function downgradeRecoverableErrors(target: Pick<Console, 'error' | 'warn'>): void {
  const error = target.error;
  target.error = function consoleError(...args: unknown[]) {
    if (isRecoverableErrorLog(args)) target.warn(...args);
    else error.apply(target, args);
  };
}
