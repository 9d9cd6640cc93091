import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { divider, sectionHeader } from './src/config/sidebarItems';
import { BUILD_OPTIONS, TEST_OPTION_SECTIONS } from './src/config/configSections';

/**
 * spec 2.4: the sidebar groups, all expanded. Labels are translated in
 * i18n/zh/docusaurus-plugin-content-docs/current.json; the section headers of
 * Test Configurations through i18n/zh/code.json (src/config/configSections.ts).
 */
const testOptionItems = TEST_OPTION_SECTIONS.flatMap(({ id, label, options }) => [
  sectionHeader(label, undefined, id),
  ...options.map((name) => `config/test/${name}`),
]);

const sidebars: SidebarsConfig = {
  guide: [
    {
      type: 'category',
      label: 'Getting Started',
      items: [
        'guide/start/index',
        'guide/start/features',
        'guide/start/quick-start',
        'guide/start/ai',
        'guide/start/migrate-from-jest',
        'guide/start/migrate-from-vitest',
      ],
    },
    {
      type: 'category',
      label: 'Basic',
      items: [
        'guide/basic/cli',
        'guide/basic/configure-rstest',
        'guide/basic/test-filter',
        'guide/basic/snapshot',
        'guide/basic/mocking',
        'guide/basic/coverage',
        'guide/basic/projects',
        'guide/basic/reporters',
        'guide/basic/vscode-extension',
        'guide/basic/upgrade-rstest',
      ],
    },
    {
      type: 'category',
      label: 'Advanced',
      items: [
        'guide/advanced/ci',
        'guide/advanced/frameworks',
        'guide/browser-testing/index',
        'guide/advanced/playwright',
        'guide/advanced/integration',
        'guide/advanced/metadata',
        'guide/advanced/scoped-cleanup',
        'guide/advanced/debug-mode',
        'guide/advanced/profiling',
        'guide/advanced/troubleshooting',
      ],
    },
  ],
  config: [
    { type: 'category', label: 'Overview', items: ['config/index'] },
    { type: 'category', label: 'Test Configurations', items: testOptionItems },
    divider('dashed'),
    { type: 'category', label: 'Build Configurations', items: BUILD_OPTIONS.map((name) => `config/build/${name}`) },
  ],
  api: [
    { type: 'category', label: 'Overview', items: ['api/index'] },
    { type: 'category', label: 'Test API', items: ['api/test-api/describe', 'api/test-api/test', 'api/test-api/expect', 'api/test-api/hooks', 'api/test-api/environment-variables'] },
    {
      type: 'category',
      label: 'Rstest Utility',
      link: { type: 'doc', id: 'api/rstest/index' },
      items: ['api/rstest/mockFunctions', 'api/rstest/mockInstance', 'api/rstest/mockModules', 'api/rstest/fakeTimers', 'api/rstest/utilities'],
    },
    { type: 'category', label: 'JavaScript API', items: ['api/javascript-api/index', 'api/javascript-api/reporter', 'api/javascript-api/types'] },
  ],
};

export default sidebars;
