import { downgradeRecoverableErrors, isRecoverableErrorLog, RECOVERABLE_ERROR_PREFIX } from '../../plugins/hydration-warning/console';

describe('recoverable hydration errors are warnings (spec 8)', () => {
  function fakeConsole() {
    const logged: [string, unknown[]][] = [];
    const target = {
      error: (...args: unknown[]) => logged.push(['error', args]),
      warn: (...args: unknown[]) => logged.push(['warn', args]),
    };
    downgradeRecoverableErrors(target);
    return { target, logged };
  }

  it('logs what Docusaurus reports through onRecoverableError as a warning, with the same details', () => {
    const { target, logged } = fakeConsole();
    const error = new Error('Hydration failed because the server rendered text did not match the client.');
    target.error(RECOVERABLE_ERROR_PREFIX, error, { componentStack: '\n in h1' });
    expect(logged).toEqual([['warn', [RECOVERABLE_ERROR_PREFIX, error, { componentStack: '\n in h1' }]]]);
  });

  it('leaves every other error an error', () => {
    const { target, logged } = fakeConsole();
    target.error('Something else broke', 1);
    target.error(new Error(RECOVERABLE_ERROR_PREFIX));
    target.error(`x ${RECOVERABLE_ERROR_PREFIX}`);
    expect(logged.map(([level]) => level)).toEqual(['error', 'error', 'error']);
  });

  it.each<[unknown[], boolean]>([
    [[RECOVERABLE_ERROR_PREFIX], true],
    [[RECOVERABLE_ERROR_PREFIX, new Error('x')], true],
    [[], false],
    [['Docusaurus React Root onRecoverableError'], false],
  ])('isRecoverableErrorLog(%j) → %s', (args, expected) => {
    expect(isRecoverableErrorLog(args)).toBe(expected);
  });
});
