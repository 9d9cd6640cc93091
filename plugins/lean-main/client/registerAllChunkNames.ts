// Part of the registry chunk (fullRegistry.ts): every route's chunk names,
// registered before the route table there creates the route components.
import routesChunkNames from '@generated/routesChunkNames';
import type { ChunkNameTree } from '../routeChunksFormat';
import { registerChunkNames } from './chunkNames';

registerChunkNames(routesChunkNames as Record<string, ChunkNameTree>);
