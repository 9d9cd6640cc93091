/**
 * The Rstest version the site documents, shown in the navbar. Pure helpers; the
 * version itself is read from package.json by src/config/release.ts.
 */

/**
 * The exact version of a dependency spec that pins one (`0.12.0`, `=0.12.0`,
 * `0.13.0-beta.1`), or null for a range or anything unexpected, so a range never
 * makes the navbar claim a version that may not be the installed one.
 */
export function pinnedVersion(spec: unknown): string | null {
  if (typeof spec !== 'string') return null;
  const match = /^=?v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(spec.trim());
  return match ? match[1]! : null;
}

/** GitHub release page of a version of Rstest. */
export function githubReleaseUrl(version: string, repoUrl: string): string {
  return `${repoUrl.replace(/\/+$/, '')}/releases/tag/v${version}`;
}

/**
 * Where the version links: the site's release notes for that version when the
 * map has them (a path of this site, e.g. the blog post), else the GitHub release.
 */
export function releaseNotesLink(version: string, notes: Readonly<Record<string, string>>, repoUrl: string): string {
  return notes[version] ?? githubReleaseUrl(version, repoUrl);
}
