/**
 * The Test Configurations group, sorted by what a reader wants to do (issue 14):
 * each section becomes a section header in the sidebar (spec 2.4, spec 3) and a
 * sub-group on the Config overview page. `id` is the translation id of the
 * section's label (English here and in i18n/en/code.json, Chinese in
 * i18n/zh/code.json); `options` are the pages under docs/config/test/, in order.
 */
export interface ConfigSection {
  id: string;
  label: string;
  options: string[];
}

export const TEST_OPTION_SECTIONS: ConfigSection[] = [
  { id: 'sidebar.config.section.project', label: 'Project', options: ['root', 'name', 'extends', 'projects'] },
  {
    id: 'sidebar.config.section.files',
    label: 'Test files',
    options: ['include', 'exclude', 'includeSource', 'testNamePattern', 'onlyFailures', 'forceRerunTriggers', 'passWithNoTests'],
  },
  {
    id: 'sidebar.config.section.environment',
    label: 'Environment and setup',
    options: ['testEnvironment', 'globals', 'setupFiles', 'globalSetup', 'env', 'browser', 'federation'],
  },
  {
    id: 'sidebar.config.section.running',
    label: 'Running tests',
    options: ['pool', 'isolate', 'maxConcurrency', 'testTimeout', 'hookTimeout', 'retry', 'bail', 'slowTestThreshold', 'detectAsyncLeaks'],
  },
  {
    id: 'sidebar.config.section.mocks',
    label: 'Mocks and stubs',
    options: ['clearMocks', 'resetMocks', 'restoreMocks', 'unstubEnvs', 'unstubGlobals'],
  },
  {
    id: 'sidebar.config.section.output',
    label: 'Output and reporting',
    options: [
      'reporters', 'silent', 'hideSkippedTests', 'hideSkippedTestFiles', 'logHeapUsage', 'includeTaskLocation',
      'printConsoleTrace', 'onConsoleLog', 'disableConsoleIntercept',
    ],
  },
  { id: 'sidebar.config.section.snapshots', label: 'Snapshots', options: ['update', 'snapshotFormat', 'resolveSnapshotPath'] },
  { id: 'sidebar.config.section.coverage', label: 'Coverage', options: ['coverage'] },
  { id: 'sidebar.config.section.assertions', label: 'Assertions', options: ['expect', 'chaiConfig'] },
];

export const BUILD_OPTIONS = ['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance'];
