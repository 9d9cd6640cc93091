import React from 'react';
import { screen } from '@testing-library/react';
import LocaleDropdownNavbarItem from '../../src/theme/NavbarItem/LocaleDropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '../../src/theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { shouldShowLocaleSwitcher, shouldShowVersionSwitcher } from '../../src/utils/switchers';
import { renderWithDocusaurus } from './support/render';

const version = (name: string, isLast: boolean) => ({ name, isLast, mainDocId: 'guide/start/index', docs: [{ id: 'guide/start/index', path: `/${name}/guide/start/` }] });

describe('language switcher (spec 2.3)', () => {
  it('is hidden when the site has a single locale', () => {
    renderWithDocusaurus(<LocaleDropdownNavbarItem items={[]} dropdownItemsBefore={[]} dropdownItemsAfter={[]} />, { locales: ['en'] });
    expect(screen.queryByTestId('theme-original')).not.toBeInTheDocument();
  });

  it('is shown when the site has two locales', () => {
    renderWithDocusaurus(<LocaleDropdownNavbarItem items={[]} dropdownItemsBefore={[]} dropdownItemsAfter={[]} />, { locales: ['en', 'zh'] });
    expect(screen.getByTestId('theme-original')).toBeInTheDocument();
  });

  it.each([
    [[], false],
    [['en'], false],
    [['en', 'zh'], true],
    [['en', 'zh', 'ja'], true],
  ])('shouldShowLocaleSwitcher(%j) is %s', (locales, expected) => {
    expect(shouldShowLocaleSwitcher(locales)).toBe(expected);
  });
});

describe('version switcher (spec 2.3)', () => {
  it('is hidden with one docs version', () => {
    renderWithDocusaurus(<DocsVersionDropdownNavbarItem docsPluginId="default" dropdownItemsBefore={[]} dropdownItemsAfter={[]} dropdownActiveClassDisabled={false} items={[]} />, {
      versions: [version('current', true)],
    });
    expect(screen.queryByTestId('theme-original')).not.toBeInTheDocument();
  });

  it('is shown with two docs versions and receives the item props', () => {
    renderWithDocusaurus(<DocsVersionDropdownNavbarItem docsPluginId="default" dropdownItemsBefore={[]} dropdownItemsAfter={[]} dropdownActiveClassDisabled={false} items={[]} />, {
      versions: [version('current', false), version('1.0', true)],
    });
    const original = screen.getByTestId('theme-original');
    expect(JSON.parse(original.getAttribute('data-props') ?? '{}')).toMatchObject({ docsPluginId: 'default' });
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('shouldShowVersionSwitcher with %i versions is %s', (count, expected) => {
    expect(shouldShowVersionSwitcher(Array.from({ length: count }))).toBe(expected);
  });
});
