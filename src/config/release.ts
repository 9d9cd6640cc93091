import fs from 'node:fs';
import path from 'node:path';
import { REPO_URL } from './site';
import { pinnedVersion, releaseNotesLink } from '../utils/releaseVersion';

/**
 * Release notes on this site, by Rstest version: the navbar's version links
 * there, or to the GitHub release of versions missing here. Add the blog post
 * of a release when it is published, e.g. `'0.12.0': '/blog/announcing-0-12'`
 * (a site path; the Chinese site prefixes /zh itself).
 *
 * Node-only (read by docusaurus.config.ts through src/config/navbar.ts).
 */
export const RELEASE_NOTES: Readonly<Record<string, string>> = {
  '0.10.0': '/blog/announcing-0-10',
  '0.11.0': '/blog/announcing-0-11',
  '0.12.0': '/blog/announcing-0-12',
};

/** The pinned `@rstest/core` of the site's package.json: the version every page documents. */
export function documentedVersion(packageJsonPath = path.resolve(__dirname, '../../package.json')): string | null {
  try {
    const pkg = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')) as { devDependencies?: Record<string, unknown> };
    return pinnedVersion(pkg.devDependencies?.['@rstest/core']);
  } catch {
    return null;
  }
}

export interface ReleaseVersionItemProps {
  version: string;
  href: string;
}

/** Props of the navbar's `custom-releaseVersion` item, or null when the version cannot be read. */
export function releaseVersionItem(version = documentedVersion()): ReleaseVersionItemProps | null {
  return version ? { version, href: releaseNotesLink(version, RELEASE_NOTES, REPO_URL) } : null;
}
