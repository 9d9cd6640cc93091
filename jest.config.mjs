/**
 * Unit tests: jest + Testing Library in jsdom, TypeScript through SWC.
 * Docusaurus aliases (@docusaurus/*, @theme/*, @theme-original/*, @generated/*)
 * resolve to small stand-ins in tests/unit/support, so components render
 * without a Docusaurus build.
 */
const support = '<rootDir>/tests/unit/support';

export default {
  testEnvironment: 'jsdom',
  // jest's default is one worker fewer than the cores: one worker on the 2-core
  // CI machines. Every core: 39.5 → 29.9 s there.
  maxWorkers: '100%',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
    '^.+\\.mjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // tests/unit/tabStorage.test.tsx runs Docusaurus's own tab storage code (ES modules).
  // The search engine (src/theme/SearchBar/localEngine.ts) runs easyops' query utilities (ES modules).
  transformIgnorePatterns: ['/node_modules/(?!@docusaurus/theme-common/|@easyops-cn/docusaurus-search-local/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': `${support}/styleStub.ts`,
    '^@docusaurus/Translate$': `${support}/translate.tsx`,
    '^@docusaurus/useDocusaurusContext$': `${support}/docusaurusContext.tsx`,
    '^@docusaurus/useBaseUrl$': `${support}/useBaseUrl.ts`,
    '^@docusaurus/Head$': `${support}/Head.tsx`,
    '^@docusaurus/Link$': `${support}/Link.tsx`,
    '^@docusaurus/useGlobalData$': `${support}/globalData.ts`,
    '^@docusaurus/plugin-content-docs/client$': `${support}/docsClient.ts`,
    '^@docusaurus/theme-common$': `${support}/themeCommon.tsx`,
    '^@theme/Heading$': `${support}/Heading.tsx`,
    '^@theme/Layout$': `${support}/Layout.tsx`,
    '^@theme/Tabs$': `${support}/Tabs.tsx`,
    '^@theme/TabItem$': `${support}/TabItem.tsx`,
    '^@theme/CodeBlock$': `${support}/CodeBlock.tsx`,
    '^@theme-original/(.*)$': `${support}/original.tsx`,
    '^@generated/@easyops-cn/docusaurus-search-local/default/generated-constants\\.js$': `${support}/searchConstants.ts`,
    '^@generated/(.*)$': `${support}/generated.ts`,
    // src/theme/SearchBar/searchWorker.ts uses import.meta.url, which only Rspack reads.
    '^\\./searchWorker$': `${support}/searchWorker.ts`,
    '^@site/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: [`${support}/setup.ts`],
};
