import { COPIED_STATE_MS, copyShortcutKey, copyWithFallback } from '../../src/utils/copyCode';

// spec 4 and 5: copy through the Clipboard API, or ask the reader to copy from a prompt.
describe('copyWithFallback', () => {
  const MESSAGE = 'Copy to clipboard: Ctrl+C, then Enter';

  it('copies through the clipboard and does not prompt', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const prompt = jest.fn();
    await expect(copyWithFallback('npm test', MESSAGE, { clipboard: { writeText }, prompt })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('npm test');
    expect(prompt).not.toHaveBeenCalled();
  });

  it.each([
    ['the clipboard API is missing', undefined],
    ['the clipboard API is null', null],
    ['writeText is not a function', { writeText: 'nope' } as unknown as { writeText(text: string): Promise<void> }],
    ['the clipboard refuses (permission denied)', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }],
    ['writeText throws synchronously', { writeText: () => { throw new Error('boom'); } }],
  ])('prompts with the code when %s', async (_case, clipboard) => {
    const prompt = jest.fn();
    await expect(copyWithFallback('line 1\nline 2', MESSAGE, { clipboard, prompt })).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith(MESSAGE, 'line 1\nline 2');
  });

  it('keeps the copied state for 2000 ms', () => {
    expect(COPIED_STATE_MS).toBe(2000);
  });
});

describe('copyShortcutKey', () => {
  it.each([
    ['MacIntel', 'Cmd'],
    ['iPhone', 'Cmd'],
    ['iPad', 'Cmd'],
    ['Win32', 'Ctrl'],
    ['Linux x86_64', 'Ctrl'],
    ['', 'Ctrl'],
    [undefined, 'Ctrl'],
  ])('%s → %s', (platform, key) => {
    expect(copyShortcutKey(platform)).toBe(key);
  });
});
