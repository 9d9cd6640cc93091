#!/usr/bin/env node
/**
 * `npm run serve`: serve build/ (both locales) on http://localhost:3000.
 * Bad options and a port that cannot be used end with one line that says what
 * to do (exit code 2 for a wrong command line, 1 when the server cannot start).
 */
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { createStaticServer } from './static-server.mjs';

const USAGE = `Usage: npm run serve -- [options]

Serves the built site (run \`npm run build\` first): English at /, Chinese at /zh/.

Options:
  --port <number>  port to listen on, 0 to 65535 (default: $PORT or 3000; 0 picks a free one)
  --host <name>    host or address to listen on (default: $HOST or localhost;
                   0.0.0.0 makes the site reachable from other machines)
  --dir <folder>   folder of the built site (default: build)
  -h, --help       show this help`;

function fail(message, code) {
  console.error(`serve: ${message}`);
  process.exit(code);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? 'localhost' },
      dir: { type: 'string', default: 'build' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  // parseArgs explains the problem in its first line (unknown option, missing value…).
  fail(`${String(error.message).split('\n')[0]}. Run \`npm run serve -- --help\` for the options.`, 2);
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = /^\d+$/.test(values.port) ? Number(values.port) : NaN;
if (!(port >= 0 && port <= 65535)) fail(`--port must be a whole number from 0 to 65535, not "${values.port}".`, 2);
if (values.host.trim() === '') fail('--host must not be empty; try --host localhost.', 2);

if (!fs.existsSync(`${values.dir}/index.html`)) {
  fail(`no built site in ${values.dir}/. Run \`npm run build\` first.`, 1);
}

/** One line per way listening can fail, saying what to do. */
function listenError(error) {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${values.host} is already in use. Stop the program using it, or choose another port: npm run serve -- --port ${port === 65535 ? 3001 : port + 1}`;
    case 'EACCES':
      return `no permission to listen on port ${port}. Ports below 1024 need extra rights; choose a port such as 3000.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `unknown host "${values.host}". Use a name or address of this machine, such as localhost, 127.0.0.1 or 0.0.0.0.`;
    case 'EADDRNOTAVAIL':
      return `"${values.host}" is not an address of this machine. Use localhost, 127.0.0.1 or 0.0.0.0.`;
    default:
      return `cannot listen on ${values.host}:${port}: ${error.message}`;
  }
}

const server = createStaticServer({ root: values.dir, locales: ['zh'] });
server.once('error', (error) => fail(listenError(error), 1));
server.listen(port, values.host, () => {
  const { port: actualPort } = server.address();
  console.log(`Serving ${values.dir}/ (en and zh) at http://${values.host}:${actualPort}/`);
});
