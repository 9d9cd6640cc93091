/**
 * spec 4: the selected tab is remembered per group id in localStorage and
 * shared by every tab set of that group; a stored value that is not one of
 * the set's tabs (stale, or garbage) is ignored. The site relies on
 * Docusaurus's own Tabs logic for this (theme-common's tabsUtils and
 * storageUtils, run here unmodified); only the framework modules they import
 * are stood in. A Docusaurus upgrade that changes the behaviour fails here.
 */
import React from 'react';
import { act, render, screen } from '@testing-library/react';

jest.mock('@generated/site-storage', () => ({ __esModule: true, default: { type: 'localStorage', namespace: '' } }));
jest.mock('@docusaurus/useIsomorphicLayoutEffect', () => ({ __esModule: true, default: jest.requireActual('react').useLayoutEffect }), { virtual: true });
jest.mock('@docusaurus/router', () => ({ useHistory: () => ({ location: { search: '' }, replace: () => undefined }) }), { virtual: true });
jest.mock('@docusaurus/theme-common/internal', () => ({ useQueryStringValue: () => null }));
jest.mock('../../node_modules/@docusaurus/theme-common/lib/index.js', () => ({
  useStorageSlot: jest.requireActual('../../node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js').useStorageSlot,
  duplicates: jest.requireActual('../../node_modules/@docusaurus/theme-common/lib/utils/jsUtils.js').duplicates,
}));

// eslint-disable-next-line import/first
import { useTabsContextValue } from '../../node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js';

const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'].map((value) => ({ value, label: value }));
const FORMATS = ['ts', 'js'].map((value) => ({ value, label: value }));
const STORAGE_KEY = 'docusaurus.tab.package-manager';

let selectors: Record<string, (value: string) => void> = {};

function TabSet({ name, groupId, values }: { name: string; groupId?: string; values: { value: string; label: string }[] }) {
  const { selectedValue, selectValue } = useTabsContextValue({ groupId, values, children: null } as never);
  selectors[name] = selectValue;
  return <output aria-label={name}>{selectedValue}</output>;
}

const selected = (name: string) => screen.getByLabelText(name).textContent;

// Docusaurus tells the other sets of the page through a legacy
// document.createEvent('StorageEvent') + initStorageEvent(), which browsers
// have and jsdom lacks: provide it.
const createEvent = document.createEvent.bind(document);
beforeAll(() => {
  jest.spyOn(document, 'createEvent').mockImplementation(((type: string) => {
    if (type !== 'StorageEvent') return createEvent(type);
    const event = new StorageEvent('storage');
    Object.assign(event, {
      initStorageEvent(_type: string, _bubbles: boolean, _cancelable: boolean, key: string, oldValue: string | null, newValue: string | null, url: string, storageArea: Storage) {
        Object.defineProperties(event, { key: { value: key }, oldValue: { value: oldValue }, newValue: { value: newValue }, url: { value: url }, storageArea: { value: storageArea } });
      },
    });
    return event;
  }) as typeof document.createEvent);
});

beforeEach(() => {
  localStorage.clear();
  selectors = {};
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  // Docusaurus reports storage failures with console.error: there must be none.
  expect(console.error).not.toHaveBeenCalled();
  jest.mocked(console.error).mockRestore();
});

describe('grouped tabs and their storage (Docusaurus tabsUtils)', () => {
  it('starts on the first tab when nothing is stored', () => {
    render(<TabSet name="a" groupId="package-manager" values={MANAGERS} />);
    expect(selected('a')).toBe('npm');
  });

  it.each([
    ['a value of the set', 'pnpm', 'pnpm'],
    ['a stale value that is no longer a tab', 'deno', 'npm'],
    ['an empty string', '', 'npm'],
    ['garbage', '{"not":"a tab"}\u0000', 'npm'],
    ['a value differing only in case', 'PNPM', 'npm'],
  ])('with %s stored, shows %s → %s without throwing', (_case, stored, expected) => {
    localStorage.setItem(STORAGE_KEY, stored);
    render(<TabSet name="a" groupId="package-manager" values={MANAGERS} />);
    expect(selected('a')).toBe(expected);
  });

  it('stores the choice per group and shares it with every set of the group', () => {
    render(
      <>
        <TabSet name="first" groupId="package-manager" values={MANAGERS} />
        <TabSet name="second" groupId="package-manager" values={MANAGERS} />
        <TabSet name="other group" groupId="config-format" values={FORMATS} />
        <TabSet name="no group" values={MANAGERS} />
      </>,
    );
    act(() => selectors.first('yarn'));
    expect(selected('first')).toBe('yarn');
    expect(selected('second')).toBe('yarn');
    expect(selected('other group')).toBe('ts');
    expect(selected('no group')).toBe('npm');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('yarn');
    expect(localStorage.getItem('docusaurus.tab.config-format')).toBeNull();
  });

  it('restores the stored choice in a set mounted later (the next page)', () => {
    const { unmount } = render(<TabSet name="page 1" groupId="package-manager" values={MANAGERS} />);
    act(() => selectors['page 1']('bun'));
    unmount();
    render(<TabSet name="page 2" groupId="package-manager" values={MANAGERS} />);
    expect(selected('page 2')).toBe('bun');
  });

  it('a set that lacks the stored tab keeps its default while the others follow', () => {
    localStorage.setItem(STORAGE_KEY, 'bun');
    render(
      <>
        <TabSet name="all four" groupId="package-manager" values={MANAGERS} />
        <TabSet name="npm and pnpm" groupId="package-manager" values={MANAGERS.filter((m) => ['npm', 'pnpm'].includes(m.value))} />
      </>,
    );
    expect(selected('all four')).toBe('bun');
    expect(selected('npm and pnpm')).toBe('npm');
  });

  it('follows a change made in another browser tab (storage event)', () => {
    render(<TabSet name="a" groupId="package-manager" values={MANAGERS} />);
    act(() => {
      localStorage.setItem(STORAGE_KEY, 'pnpm');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: 'pnpm', storageArea: localStorage }));
    });
    expect(selected('a')).toBe('pnpm');
  });
});
