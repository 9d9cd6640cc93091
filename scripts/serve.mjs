#!/usr/bin/env node
/** `npm run serve`: serve build/ (both locales) on http://localhost:3000. */
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { createStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? 'localhost' },
    dir: { type: 'string', default: 'build' },
  },
});

if (!fs.existsSync(`${values.dir}/index.html`)) {
  console.error(`No built site in ${values.dir}/. Run \`npm run build\` first.`);
  process.exit(1);
}

const server = createStaticServer({ root: values.dir, locales: ['zh'] });
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ (en and zh) at http://${values.host}:${values.port}/`);
});
