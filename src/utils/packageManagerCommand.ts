/**
 * spec 2.9: turn one npm command into its yarn, pnpm and bun equivalents.
 * `npm install x` becomes `add x` for yarn, pnpm and bun; a bare `npm install`
 * stays `install`; `npm create x@latest` drops `@latest` for yarn, whose
 * `create` always fetches the latest version.
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const INSTALL_ALIASES = new Set(['install', 'i', 'add']);

/** npm flags and their equivalents, per package manager (unknown flags pass through). */
const FLAG_MAP: Record<Exclude<PackageManager, 'npm'>, Record<string, string>> = {
  yarn: { '-D': '--dev', '--save-dev': '--dev', '-g': 'global', '--global': 'global', '-E': '--exact', '--save-exact': '--exact', '-O': '--optional', '--save-optional': '--optional' },
  pnpm: { '--save-dev': '-D', '-g': '-g', '--global': '-g', '--save-exact': '-E', '--save-optional': '-O' },
  bun: { '--save-dev': '-d', '-D': '-d', '-g': '-g', '--global': '-g', '-E': '--exact', '--save-exact': '--exact', '--save-optional': '--optional', '-O': '--optional' },
};

function splitWords(command: string): string[] {
  return command.trim().split(/\s+/).filter(Boolean);
}

function convertInstall(pm: Exclude<PackageManager, 'npm'>, args: string[]): string[] {
  const packages = args.filter((arg) => !arg.startsWith('-'));
  const flags = args.filter((arg) => arg.startsWith('-')).map((flag) => FLAG_MAP[pm][flag] ?? flag);
  if (packages.length === 0) return ['install', ...flags.filter((flag) => flag !== 'global')];
  // `yarn global add x` puts the word `global` before the verb.
  if (pm === 'yarn' && flags.includes('global')) {
    return ['global', 'add', ...flags.filter((flag) => flag !== 'global'), ...packages];
  }
  return ['add', ...flags, ...packages];
}

function convertCreate(pm: Exclude<PackageManager, 'npm'>, verb: string, args: string[]): string[] {
  const [template, ...rest] = args;
  // A bare `npm init` creates a package.json: every manager spells it `init`.
  if (!template) return [verb];
  const name = pm === 'yarn' ? template.replace(/@latest$/, '') : template;
  // npm needs `--` before arguments meant for the template; the others do not.
  const forwarded = rest[0] === '--' ? rest.slice(1) : rest;
  return ['create', name, ...forwarded];
}

function convertRun(pm: Exclude<PackageManager, 'npm'>, args: string[]): string[] {
  const forwarded = args[1] === '--' ? [args[0], ...args.slice(2)] : args;
  return pm === 'bun' ? ['run', ...forwarded] : forwarded;
}

function convertExec(pm: Exclude<PackageManager, 'npm'>, args: string[]): string {
  if (pm === 'bun') return ['bunx', ...args].join(' ');
  if (pm === 'pnpm') return ['pnpm', 'exec', ...args].join(' ');
  return ['yarn', ...args].join(' ');
}

/** Convert an npm or npx command for the given package manager. */
export function convertNpmCommand(command: string, pm: PackageManager): string {
  const words = splitWords(command);
  if (pm === 'npm' || words.length === 0) return words.join(' ');
  const [tool, verb, ...args] = words;
  if (tool === 'npx') return convertExec(pm, [verb, ...args].filter((word) => word !== undefined));
  if (tool !== 'npm' || verb === undefined) return words.join(' ');
  let converted: string[];
  if (INSTALL_ALIASES.has(verb)) converted = convertInstall(pm, args);
  else if (verb === 'create' || verb === 'init') converted = convertCreate(pm, verb, args);
  else if (verb === 'run' || verb === 'run-script') converted = convertRun(pm, args);
  else if (verb === 'uninstall' || verb === 'remove' || verb === 'rm') converted = ['remove', ...args];
  else converted = [verb, ...args];
  return [pm, ...converted].join(' ');
}
