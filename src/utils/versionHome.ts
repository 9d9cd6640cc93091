export interface VersionLike {
  isLast: boolean;
  mainDocId: string;
  docs: { id: string; path: string }[];
}

/**
 * spec 2.1: "Take me home" goes to the home of the current version and language.
 * The latest version's home is the site home of the locale; an older version's
 * home is its main doc page.
 */
export function versionHomePath(localeHome: string, activeVersion: VersionLike | undefined): string {
  if (!activeVersion || activeVersion.isLast) return localeHome;
  const mainDoc = activeVersion.docs.find((doc) => doc.id === activeVersion.mainDocId);
  return mainDoc?.path ?? localeHome;
}
