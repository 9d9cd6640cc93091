import { convertNpmCommand, type PackageManager } from '../../src/utils/packageManagerCommand';

// spec 2.9: install becomes add for yarn and pnpm style usage; yarn create drops @latest.
const TABLE: [string, PackageManager, string][] = [
  ['npm install -D @rstest/core', 'npm', 'npm install -D @rstest/core'],
  ['npm install -D @rstest/core', 'yarn', 'yarn add --dev @rstest/core'],
  ['npm install -D @rstest/core', 'pnpm', 'pnpm add -D @rstest/core'],
  ['npm install -D @rstest/core', 'bun', 'bun add -d @rstest/core'],
  ['npm i happy-dom', 'yarn', 'yarn add happy-dom'],
  ['npm install --save-dev jsdom', 'pnpm', 'pnpm add -D jsdom'],
  ['npm install', 'yarn', 'yarn install'],
  ['npm install', 'pnpm', 'pnpm install'],
  ['npm install -g rstest', 'yarn', 'yarn global add rstest'],
  ['npm install -g rstest', 'pnpm', 'pnpm add -g rstest'],
  ['npm create rstest@latest', 'yarn', 'yarn create rstest'],
  ['npm create rstest@latest', 'pnpm', 'pnpm create rstest@latest'],
  ['npm create rstest@latest', 'bun', 'bun create rstest@latest'],
  ['npm create rstest@latest -- --template node', 'yarn', 'yarn create rstest --template node'],
  ['npm init', 'yarn', 'yarn init'],
  ['npm run test', 'yarn', 'yarn test'],
  ['npm run test -- --watch', 'pnpm', 'pnpm test --watch'],
  ['npm run test', 'bun', 'bun run test'],
  ['npm run test', 'pnpm', 'pnpm test'],
  ['npm add -D happy-dom', 'bun', 'bun add -d happy-dom'],
  ['npm i', 'pnpm', 'pnpm install'],
  ['npm create rstest@latest', 'npm', 'npm create rstest@latest'],
  ['npx rstest run sum', 'npm', 'npx rstest run sum'],
  ['npm uninstall jsdom', 'yarn', 'yarn remove jsdom'],
  ['npx rstest run', 'yarn', 'yarn rstest run'],
  ['npx rstest run', 'pnpm', 'pnpm exec rstest run'],
  ['npx rstest run', 'bun', 'bunx rstest run'],
  ['  npm   install   -D   x  ', 'pnpm', 'pnpm add -D x'],
  ['', 'yarn', ''],
  ['echo hello', 'pnpm', 'echo hello'],
];

describe('convertNpmCommand', () => {
  it.each(TABLE)('%s → (%s) %s', (command, pm, expected) => {
    expect(convertNpmCommand(command, pm)).toBe(expected);
  });
});
