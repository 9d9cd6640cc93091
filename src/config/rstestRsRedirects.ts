/**
 * Old links from the official site (rstest.rs) that name a page we have under
 * another path: rstest.rs path → our path, with an optional #anchor when the old
 * page is one section of ours. The list of rstest.rs paths is
 * ../shared/data/rstest-rs-routes.txt (web-infra-dev/rstest website/docs/en at
 * 8a2dd9d5); paths that are the same here (/config/test/bail, /guide/basic/cli…)
 * need no entry. Every path also exists under /zh: the mapping is per locale and
 * plugins/rstest-rs-redirects applies it to both builds, emitting a redirect only
 * when its target page exists in that build (a target still being written by
 * another change is skipped until it lands).
 *
 * Keys are written without a trailing slash: the static redirect page
 * `<from>/index.html` answers both `/from` and `/from/`.
 */
export const RSTEST_RS_REDIRECTS: Readonly<Record<string, string>> = {
  // Runtime API: rstest.rs groups it under /api/runtime-api/, with kebab-case file names.
  '/api/runtime-api': '/api/',
  '/api/runtime-api/rstest': '/api/rstest/',
  '/api/runtime-api/rstest/fake-timers': '/api/rstest/fakeTimers',
  '/api/runtime-api/rstest/mock-functions': '/api/rstest/mockFunctions',
  '/api/runtime-api/rstest/mock-instance': '/api/rstest/mockInstance',
  '/api/runtime-api/rstest/mock-modules': '/api/rstest/mockModules',
  '/api/runtime-api/rstest/utilities': '/api/rstest/utilities',
  '/api/runtime-api/test-api/describe': '/api/test-api/describe',
  '/api/runtime-api/test-api/expect': '/api/test-api/expect',
  '/api/runtime-api/test-api/hooks': '/api/test-api/hooks',
  '/api/runtime-api/test-api/test': '/api/test-api/test',
  '/api/runtime-api/environment-variables': '/api/test-api/environment-variables',
  // Browser Mode: one guide here holds the getting started, the framework guides and its API.
  '/api/runtime-api/browser-mode': '/guide/browser-testing/',
  '/api/runtime-api/browser-mode/assertion': '/guide/browser-testing/#assertion',
  '/api/runtime-api/browser-mode/locator': '/guide/browser-testing/#locator',
  '/guide/browser-testing/getting-started': '/guide/browser-testing/#getting-started',
  '/guide/browser-testing/framework-guides': '/guide/browser-testing/#framework-guides',
  '/guide/browser-testing/user-interactions': '/guide/browser-testing/#user-interactions',
  // JavaScript API: the config helpers of rstest.rs's "Rstest core" page are one section of ours.
  '/api/javascript-api/rstest-core': '/api/javascript-api/#config-helpers',

  // Test configurations: kebab-case slugs there, the option's own name here.
  '/config/test/chai-config': '/config/test/chaiConfig',
  '/config/test/clear-mocks': '/config/test/clearMocks',
  '/config/test/detect-async-leaks': '/config/test/detectAsyncLeaks',
  '/config/test/disable-console-intercept': '/config/test/disableConsoleIntercept',
  '/config/test/force-rerun-triggers': '/config/test/forceRerunTriggers',
  '/config/test/global-setup': '/config/test/globalSetup',
  '/config/test/hide-skipped-test-files': '/config/test/hideSkippedTestFiles',
  '/config/test/hide-skipped-tests': '/config/test/hideSkippedTests',
  '/config/test/hook-timeout': '/config/test/hookTimeout',
  '/config/test/include-source': '/config/test/includeSource',
  '/config/test/include-task-location': '/config/test/includeTaskLocation',
  '/config/test/log-heap-usage': '/config/test/logHeapUsage',
  '/config/test/max-concurrency': '/config/test/maxConcurrency',
  '/config/test/on-console-log': '/config/test/onConsoleLog',
  '/config/test/only-failures': '/config/test/onlyFailures',
  '/config/test/pass-with-no-tests': '/config/test/passWithNoTests',
  '/config/test/print-console-trace': '/config/test/printConsoleTrace',
  '/config/test/reset-mocks': '/config/test/resetMocks',
  '/config/test/resolve-snapshot-path': '/config/test/resolveSnapshotPath',
  '/config/test/restore-mocks': '/config/test/restoreMocks',
  '/config/test/setup-files': '/config/test/setupFiles',
  '/config/test/slow-test-threshold': '/config/test/slowTestThreshold',
  '/config/test/snapshot-format': '/config/test/snapshotFormat',
  '/config/test/test-environment': '/config/test/testEnvironment',
  '/config/test/test-name-pattern': '/config/test/testNamePattern',
  '/config/test/test-timeout': '/config/test/testTimeout',
  '/config/test/unstub-envs': '/config/test/unstubEnvs',
  '/config/test/unstub-globals': '/config/test/unstubGlobals',

  // Guides that rstest.rs keeps in other sections.
  '/guide/basic/mock': '/guide/basic/mocking',
  '/guide/debug/debugging': '/guide/advanced/debug-mode',
  '/guide/debug/profiling': '/guide/advanced/profiling',
  '/guide/debug/troubleshooting': '/guide/advanced/troubleshooting',
  '/guide/migration/jest': '/guide/start/migrate-from-jest',
  '/guide/migration/vitest': '/guide/start/migrate-from-vitest',
  // React, Vue and "more frameworks" are sections of one guide here.
  '/guide/framework/react': '/guide/advanced/frameworks#react',
  '/guide/framework/vue': '/guide/advanced/frameworks#vue',
  '/guide/framework/more': '/guide/advanced/frameworks',
  // So are the build-tool integrations and adapters.
  '/guide/integration/adapters': '/guide/advanced/integration',
  '/guide/integration/rsbuild': '/guide/advanced/integration#rsbuild',
  '/guide/integration/rslib': '/guide/advanced/integration#rslib',
  '/guide/integration/rspack': '/guide/advanced/integration#rspack',
  // The two agent prompts are sections of the AI guide.
  '/guide/start/agent-install': '/guide/start/ai#install-prompt',
  '/guide/start/agent-migrate': '/guide/start/ai#migrate-prompt',

  // rstest.rs's own redirects from pages it moved earlier.
  '/guide/advanced/debugging': '/guide/advanced/debug-mode',
  '/guide/basic/metadata': '/guide/advanced/metadata',
  '/guide/basic/scoped-cleanup': '/guide/advanced/scoped-cleanup',
};

/**
 * rstest.rs paths whose page is at the same path here (no redirect needed).
 * Listed so the unit test can tell "same path" from "forgotten".
 */
export const RSTEST_RS_SAME_PATHS: readonly string[] = [
  '/',
  '/api/javascript-api/reporter',
  '/api/javascript-api/types',
  '/blog',
  '/blog/announcing-0-10',
  '/blog/announcing-0-11',
  '/config',
  '/config/build/dev',
  '/config/build/output',
  '/config/build/performance',
  '/config/build/plugins',
  '/config/build/resolve',
  '/config/build/source',
  '/config/build/tools',
  ...[
    'bail', 'browser', 'coverage', 'env', 'exclude', 'expect', 'extends', 'federation', 'globals',
    'include', 'isolate', 'name', 'pool', 'projects', 'reporters', 'retry', 'root', 'silent', 'update',
  ].map((option) => `/config/test/${option}`),
  '/guide/advanced/ci',
  '/guide/advanced/metadata',
  '/guide/advanced/playwright',
  '/guide/advanced/profiling',
  '/guide/advanced/scoped-cleanup',
  '/guide/advanced/troubleshooting',
  '/guide/basic/cli',
  '/guide/basic/configure-rstest',
  '/guide/basic/projects',
  '/guide/basic/reporters',
  '/guide/basic/snapshot',
  '/guide/basic/test-filter',
  '/guide/basic/upgrade-rstest',
  '/guide/basic/vscode-extension',
  '/guide/browser-testing',
  '/guide/start',
  '/guide/start/ai',
  '/guide/start/features',
  '/guide/start/quick-start',
];

/**
 * Heading anchors of rstest.rs pages that name a section of ours under another
 * id, by our page path (locale prefix and trailing slash removed). rstest.rs
 * derives an id from the heading text by dropping punctuation (`rs.spyOn` →
 * `rsspyon`); ours are explicit. Ids that differ only in punctuation or the
 * `rs`/`rstest` prefix (`#rsspyon` → `#rstest-spyon`, `#beforeall` →
 * `#before-all`) need no entry: src/utils/hashAlias.ts matches those by their
 * letters. Listed here: the members that share one section of our page.
 */
const FAKE_TIMERS_SECTIONS: Record<string, string[]> = {
  'enable-and-disable': ['rsusefaketimers', 'rsuserealtimers', 'rsisfaketimers'],
  'running-timers': [
    'rsrunallticks', 'rsrunalltimers', 'rsrunonlypendingtimers', 'rsadvancetimersbytime',
    'rsadvancetimerstonexttimer', 'rsadvancetimerstonextframe', 'rsjumptimersbytime',
  ],
  'async-variants': [
    'rsrunalltimersasync', 'rsrunonlypendingtimersasync', 'rsadvancetimersbytimeasync', 'rsadvancetimerstonexttimerasync',
  ],
  'tick-mode': ['rssettickmode'],
  'count-and-clear': ['rsgettimercount', 'rsclearalltimers'],
  'system-time': ['rssetsystemtime', 'rsgetrealsystemtime', 'rsgetrealtimers'],
};

const MOCK_INSTANCE_SECTIONS: Record<string, string[]> = {
  names: ['getmockname', 'mockname'],
  implementations: ['getmockimplementation', 'mockimplementation', 'mockimplementationonce', 'withimplementation'],
  'return-values': [
    'mockreturnthis', 'mockreturnvalue', 'mockreturnvalueonce', 'mockthrow', 'mockthrowonce',
    'mockresolvedvalue', 'mockresolvedvalueonce', 'mockrejectedvalue', 'mockrejectedvalueonce',
  ],
  'clear-reset-restore': ['mockclear', 'mockreset', 'mockrestore', 'symboldispose'],
  'mock-state': [
    'mock', 'mockcalls', 'mockinstances', 'mockcontexts', 'mockinvocationcallorder', 'mocklastcall',
    'mockresults', 'mocksettledresults',
  ],
};

/** { section: [old anchors] } → { old anchor: section } */
function bySection(sections: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(sections).flatMap(([id, olds]) => olds.map((old) => [old, id])));
}

export const RSTEST_RS_ANCHORS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/api/rstest/fakeTimers': bySection(FAKE_TIMERS_SECTIONS),
  '/api/rstest/mockInstance': bySection(MOCK_INSTANCE_SECTIONS),
  '/api/rstest/mockFunctions': bySection({ 'all-mocks': ['rsclearallmocks', 'rsresetallmocks', 'rsrestoreallmocks'] }),
  '/api/rstest/mockModules': bySection({
    'rstest-unmock': ['rsdounmock'],
    'commonjs-variants': ['rsmockrequire', 'rsdomockrequire', 'rsunmockrequire', 'rsdounmockrequire', 'rsrequireactual', 'rsrequiremock'],
  }),
  '/api/rstest/utilities': bySection({ 'set-get-reset-config': ['rssetconfig', 'rsresetconfig', 'rsgetconfig'] }),
  '/api/test-api/describe': bySection({ 'describe-skipif-runif': ['describerunif', 'describeskipif'] }),
  '/api/test-api/test': bySection({ 'test-skipif-runif': ['testrunif', 'testskipif'] }),
  '/api/test-api/expect': {
    expectsoft: 'soft',
    expectpoll: 'poll',
    expectunreachable: 'unreachable',
    expectassertions: 'assertions',
    expecthasassertions: 'assertions',
    expectaddequalitytesters: 'addequalitytesters',
    expectaddsnapshotserializer: 'addsnapshotserializer',
  },
  '/config/test/expect': { expectpoll: 'poll', expectpollinterval: 'poll-interval', expectpolltimeout: 'poll-timeout' },
};
