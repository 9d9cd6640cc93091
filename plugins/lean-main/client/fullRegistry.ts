// The whole route registry, in a chunk of its own (see routeRegistry.ts).
export { default } from '@generated/registry';
