/**
 * Facts of /guide/start/quick-start (and its Chinese twin) that the tab tests
 * rely on: the page is where the package-manager tab group is exercised.
 * Adding or removing a <PackageManagerTabs> on the page changes this number,
 * and tabs.spec.ts checks it against the page.
 */
export const QUICK_START_TAB_SETS = 5;

/** The selected tab of every set on the page when all show `choice`. */
export const everySet = (choice: string): string[] => Array<string>(QUICK_START_TAB_SETS).fill(choice);
