// Everything about every route, in a chunk of its own (see routeRegistry.ts):
// the registry of route chunks, the chunk names and the route table. The order
// of the imports matters: the chunk names must be registered before the route
// table (.docusaurus/routes.js) creates its route components.
import './registerAllChunkNames';

export { default } from '@generated/registry';
export { default as routes } from '@generated/routes';
