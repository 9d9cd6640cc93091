import { forgetTabChoices, rememberTabChoice, rememberedTabChoice, subscribeToTabChoices } from '../../src/utils/tabGroupMemory';

describe('tab group memory (spec 4, storage-free)', () => {
  afterEach(forgetTabChoices);

  it('remembers the latest choice per group and tells subscribers once per change', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToTabChoices(listener);
    expect(rememberedTabChoice('package-manager')).toBeNull();
    rememberTabChoice('package-manager', 'pnpm');
    rememberTabChoice('package-manager', 'pnpm');
    rememberTabChoice('os', 'linux');
    expect(rememberedTabChoice('package-manager')).toBe('pnpm');
    expect(rememberedTabChoice('os')).toBe('linux');
    expect(rememberedTabChoice(undefined)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    rememberTabChoice('package-manager', 'bun');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
