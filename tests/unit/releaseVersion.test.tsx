/**
 * The navbar's documented version (issue 25): read from package.json, never typed by hand.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import { screen } from '@testing-library/react';
import { navbarItems } from '../../src/config/navbar';
import { RELEASE_NOTES, documentedVersion, releaseVersionItem } from '../../src/config/release';
import { githubReleaseUrl, pinnedVersion, releaseNotesLink } from '../../src/utils/releaseVersion';
import ReleaseVersionNavbarItem from '../../src/components/ReleaseVersion/NavbarItem';
import { renderWithDocusaurus } from './support/render';

const packageJson = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'));
const pinned: string = packageJson.devDependencies['@rstest/core'];

describe('documented version', () => {
  it('is the pinned @rstest/core of package.json, as installed', () => {
    expect(documentedVersion()).toBe(pinned);
    const installed = JSON.parse(fs.readFileSync(require.resolve('@rstest/core/package.json'), 'utf8')).version;
    expect(documentedVersion()).toBe(installed);
  });

  it('is the version of the navbar item, linking to its release notes', () => {
    const item = navbarItems.find((entry) => (entry as { type?: string }).type === 'custom-releaseVersion') as unknown as { version: string; href: string; position: string };
    expect(item).toBeDefined();
    expect(item.version).toBe(pinned);
    expect(item.position).toBe('right');
    expect(item.href).toBe(RELEASE_NOTES[pinned] ?? `https://github.com/web-infra-dev/rstest/releases/tag/v${pinned}`);
  });

  it('links release notes only to posts that exist, in both languages', () => {
    const slugsIn = (dir: string) =>
      fs.readdirSync(dir).flatMap((name) => (name.endsWith('.md') ? [/^slug:\s*(\S+)/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'))?.[1]] : []));
    const en = slugsIn(path.resolve(__dirname, '../../blog'));
    const zh = slugsIn(path.resolve(__dirname, '../../i18n/zh/docusaurus-plugin-content-blog'));
    expect(Object.keys(RELEASE_NOTES)).toContain(pinned);
    for (const target of Object.values(RELEASE_NOTES)) {
      const slug = target.replace(/^\/blog\//, '');
      expect(en).toContain(slug);
      expect(zh).toContain(slug);
    }
  });

  it('follows package.json when the pin changes, and is null for a range or an unreadable file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-version-'));
    const file = path.join(dir, 'package.json');
    fs.writeFileSync(file, JSON.stringify({ devDependencies: { '@rstest/core': '0.13.1' } }));
    expect(documentedVersion(file)).toBe('0.13.1');
    expect(releaseVersionItem('0.13.1')).toEqual({ version: '0.13.1', href: 'https://github.com/web-infra-dev/rstest/releases/tag/v0.13.1' });
    fs.writeFileSync(file, JSON.stringify({ devDependencies: { '@rstest/core': '^0.13.1' } }));
    expect(documentedVersion(file)).toBeNull();
    fs.writeFileSync(file, '{ not json');
    expect(documentedVersion(file)).toBeNull();
    expect(documentedVersion(path.join(dir, 'missing.json'))).toBeNull();
    expect(releaseVersionItem(null)).toBeNull();
  });

  it.each<[unknown, string | null]>([
    ['0.12.0', '0.12.0'],
    ['=0.12.0', '0.12.0'],
    [' v1.2.3 ', '1.2.3'],
    ['0.13.0-beta.1', '0.13.0-beta.1'],
    ['^0.12.0', null],
    ['~0.12.0', null],
    ['>=0.12.0', null],
    ['latest', null],
    ['', null],
    [undefined, null],
    [12, null],
  ])('pinnedVersion(%p) is %p', (spec, expected) => {
    expect(pinnedVersion(spec)).toBe(expected);
  });

  it('links to the site release notes when they exist, else to the GitHub release', () => {
    expect(githubReleaseUrl('0.12.0', 'https://github.com/web-infra-dev/rstest/')).toBe('https://github.com/web-infra-dev/rstest/releases/tag/v0.12.0');
    expect(releaseNotesLink('0.12.0', { '0.12.0': '/blog/announcing-0-12' }, 'https://github.com/x/y')).toBe('/blog/announcing-0-12');
    expect(releaseNotesLink('0.12.1', { '0.12.0': '/blog/announcing-0-12' }, 'https://github.com/x/y')).toBe('https://github.com/x/y/releases/tag/v0.12.1');
  });
});

describe('ReleaseVersionNavbarItem', () => {
  it('shows v{version} linking to the GitHub release in a new tab, with a translated name', () => {
    renderWithDocusaurus(<ReleaseVersionNavbarItem version="0.12.0" href="https://github.com/web-infra-dev/rstest/releases/tag/v0.12.0" />, { locale: 'zh' });
    const link = screen.getByRole('link', { name: 'Rstest v0.12.0 发布说明' });
    expect(link).toHaveTextContent(/^v0\.12\.0$/);
    expect(link).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest/releases/tag/v0.12.0');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveClass('navbar__link');
  });

  it('links a site path in place, and is a menu list item in the mobile menu', () => {
    renderWithDocusaurus(
      <ul>
        <ReleaseVersionNavbarItem version="0.12.0" href="/blog/announcing-0-12" mobile />
      </ul>,
    );
    const link = screen.getByRole('link', { name: 'Rstest v0.12.0 release notes' });
    expect(link).toHaveAttribute('href', '/blog/announcing-0-12');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveClass('menu__link');
    expect(link.closest('li')).toHaveClass('menu__list-item');
  });

  it('renders nothing without a version', () => {
    const { container } = renderWithDocusaurus(<ReleaseVersionNavbarItem href="/x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
