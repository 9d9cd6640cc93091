import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { divider } from './src/config/sidebarItems';

/**
 * spec 2.4: the sidebar groups. Labels are translated in
 * i18n/zh/docusaurus-plugin-content-docs/current.json.
 */
const TEST_OPTIONS = [
  'include', 'exclude', 'includeSource', 'globals', 'setupFiles', 'testEnvironment',
  'retry', 'root', 'name', 'isolate', 'pool', 'passWithNoTests', 'printConsoleTrace',
  'onConsoleLog', 'disableConsoleIntercept', 'update', 'clearMocks', 'resetMocks',
  'restoreMocks',
];
const BUILD_OPTIONS = ['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance'];

const sidebars: SidebarsConfig = {
  guide: [
    { type: 'category', label: 'Getting Started', items: ['guide/start/index', 'guide/start/quick-start'] },
    { type: 'category', label: 'Basic', items: ['guide/basic/cli', 'guide/basic/configure-rstest'] },
    { type: 'category', label: 'Advanced', items: ['guide/advanced/debug-mode', 'guide/advanced/profiling'] },
  ],
  config: [
    { type: 'category', label: 'Overview', items: ['config/index'] },
    { type: 'category', label: 'Test Configurations', items: TEST_OPTIONS.map((name) => `config/test/${name}`) },
    divider('dashed'),
    { type: 'category', label: 'Build Configurations', items: BUILD_OPTIONS.map((name) => `config/build/${name}`) },
  ],
  api: [
    { type: 'category', label: 'Overview', items: ['api/index'] },
    { type: 'category', label: 'Test API', items: ['api/test-api/describe', 'api/test-api/test', 'api/test-api/hooks'] },
    {
      type: 'category',
      label: 'Rstest Utility',
      link: { type: 'doc', id: 'api/rstest/index' },
      items: ['api/rstest/mockFunctions', 'api/rstest/mockInstance', 'api/rstest/fakeTimers'],
    },
  ],
};

export default sidebars;
