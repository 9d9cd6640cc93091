import { parseThemeChoice, resolveColorMode, type ThemeChoice } from '../../src/utils/theme';
import { colorModeFor } from '../../src/utils/themeSettings';
import { themeScript } from '../../plugins/appearance/script';

jest.mock('@docusaurus/ExecutionEnvironment', () => ({ __esModule: true, default: { canUseDOM: true } }), { virtual: true });
jest.mock('@generated/site-storage', () => ({ __esModule: true, default: { type: 'localStorage', namespace: '-25b' } }));

describe('parseThemeChoice (spec 4: default auto, invalid counts as auto)', () => {
  it.each<[unknown, ThemeChoice]>([
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', 'auto'],
    ['system', 'auto'],
    [null, 'auto'],
    [undefined, 'auto'],
    ['', 'auto'],
    ['Dark', 'auto'],
    [' dark', 'auto'],
    ['dark\n', 'auto'],
    ['foo', 'auto'],
    ['null', 'auto'],
    ['{"theme":"dark"}', 'auto'],
    ['<script>alert(1)</script>', 'auto'],
    [42, 'auto'],
    [true, 'auto'],
  ])('%j → %s', (stored, expected) => {
    expect(parseThemeChoice(stored)).toBe(expected);
  });
});

describe('resolveColorMode', () => {
  it.each<[ThemeChoice, boolean, boolean, 'light' | 'dark']>([
    ['light', false, true, 'light'],
    ['light', true, true, 'light'],
    ['dark', false, true, 'dark'],
    ['dark', true, true, 'dark'],
    ['auto', false, true, 'light'],
    ['auto', true, true, 'dark'],
    // Dark mode disabled in config: always light.
    ['dark', true, false, 'light'],
    ['auto', true, false, 'light'],
    ['light', false, false, 'light'],
  ])('choice %s, system dark %s, dark mode enabled %s → %s', (choice, systemDark, enabled, expected) => {
    expect(resolveColorMode(choice, systemDark, enabled)).toBe(expected);
  });
});

describe('colorModeFor (themeConfig.darkMode)', () => {
  it('follows the system by default when dark mode is on', () => {
    expect(colorModeFor(true)).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true });
  });
  it('is light without a switch when dark mode is off', () => {
    expect(colorModeFor(false)).toEqual({ defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false });
  });
});

/** Runs the inline theme script after theme-classic's attributes, with a given system scheme. */
function runThemeScript(choiceAttribute: string | null, systemDark: boolean, darkModeEnabled: boolean) {
  const attributes = new Map<string, string>();
  if (choiceAttribute !== null) {
    attributes.set('data-theme', choiceAttribute);
    attributes.set('data-theme-choice', choiceAttribute);
  }
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const window = { matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }) };
  new Function('document', 'window', themeScript(darkModeEnabled))({ documentElement }, window);
  return { theme: attributes.get('data-theme'), choice: attributes.get('data-theme-choice') };
}

describe('the inline theme script (before first paint)', () => {
  // What theme-classic's script puts in data-theme-choice: the stored value, the
  // ?docusaurus-theme= value, or 'system' when nothing is stored.
  it.each<[string, boolean, string, string]>([
    ['light', true, 'light', 'light'],
    ['dark', false, 'dark', 'dark'],
    ['system', false, 'light', 'system'],
    ['system', true, 'dark', 'system'],
    ['auto', true, 'dark', 'system'],
    ['garbage', true, 'dark', 'system'],
    ['garbage', false, 'light', 'system'],
    ['', true, 'dark', 'system'],
    ['DARK', false, 'light', 'system'],
  ])('choice %j with system dark %s → data-theme %s, data-theme-choice %s', (choice, systemDark, theme, finalChoice) => {
    expect(runThemeScript(choice, systemDark, true)).toEqual({ theme, choice: finalChoice });
  });

  it.each(['dark', 'system', 'garbage'])('is always light when dark mode is disabled (choice %j, system dark)', (choice) => {
    expect(runThemeScript(choice, true, false)).toEqual({ theme: 'light', choice: 'light' });
  });

  it('never throws, even without matchMedia', () => {
    expect(() => new Function('document', 'window', themeScript(true))({ documentElement: {} }, {})).not.toThrow();
  });
});

describe('cross-tab sync of an invalid value (plugins/appearance/client)', () => {
  const key = 'theme-25b';
  const received: (string | null)[] = [];

  beforeAll(async () => {
    await import('../../plugins/appearance/client');
    // Registered after the client module, like Docusaurus's React listener.
    window.addEventListener('storage', (event) => {
      if (event.key === key) received.push(event.newValue);
    });
  });
  beforeEach(() => {
    received.length = 0;
  });

  const send = (newValue: string | null, eventKey = key) =>
    window.dispatchEvent(new StorageEvent('storage', { key: eventKey, oldValue: 'light', newValue, storageArea: window.localStorage }));

  it.each(['light', 'dark', null])('passes %j through unchanged', (value) => {
    send(value);
    expect(received).toEqual([value]);
  });

  it.each(['auto', 'garbage', '', 'Dark'])('turns %j into auto (a removed value) before Docusaurus sees it', (value) => {
    send(value);
    expect(received).toEqual([null]);
  });

  it('leaves other keys alone', () => {
    const other: (string | null)[] = [];
    const listener = (event: StorageEvent) => other.push(event.newValue);
    window.addEventListener('storage', listener);
    send('garbage', 'docusaurus.tab.pm-25b');
    window.removeEventListener('storage', listener);
    expect(other).toEqual(['garbage']);
  });
});
