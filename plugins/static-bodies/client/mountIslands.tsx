import React, { useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { IslandProps } from './Island';

// Each island component takes its own props, checked where its server side renders <Island>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandRegistry = ReadonlyMap<string, () => Promise<{ default: ComponentType<any> }>>;
/** Makes something of a static body work without being an island (links, zoomable images…); returns its cleanup. */
export type Enhancer = (body: HTMLElement) => (() => void) | undefined;

export interface MountOptions {
  registry: IslandRegistry;
  /** Wraps each island in the providers it reads (router, browser context…). */
  wrap: (island: ReactElement) => ReactElement;
  enhancers: readonly Enhancer[];
}

/** The props the server wrote on an island (Island.tsx), or null when they are not a JSON object. */
export function islandProps(element: HTMLElement): IslandProps | null {
  try {
    const props: unknown = JSON.parse(element.dataset.islandProps ?? '{}');
    return props !== null && typeof props === 'object' && !Array.isArray(props) ? (props as IslandProps) : null;
  } catch {
    return null;
  }
}

/** The islands of a document (or body) and the loaders of their components, for an early start on the chunks. */
export function preloadIslandChunks(root: ParentNode, registry: IslandRegistry): void {
  const names = new Set(Array.from(root.querySelectorAll<HTMLElement>('[data-island]'), (element) => element.dataset.island ?? ''));
  for (const name of names) void registry.get(name)?.().catch(() => undefined);
}

/** Calls `onReady` once its island has hydrated (its first effect runs after the hydration commit). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }): ReactNode {
  useEffect(onReady, [onReady]);
  return children;
}

/** Set on a body once every island in it has hydrated or given up: `pending`, then `ready`. */
export const ISLANDS_STATE_ATTRIBUTE = 'data-islands';

/**
 * Brings a static page body to life (issue 38): hydrates each island in it on
 * its own React root, with its own props and its component's chunk, and runs
 * the enhancers. An island that cannot load stays as the server rendered it.
 * Returns the cleanup, for when the body leaves the page.
 */
export function mountIslands(body: HTMLElement, { registry, wrap, enhancers }: MountOptions): () => void {
  let active = true;
  const roots: Root[] = [];
  const cleanups = enhancers.map((enhance) => enhance(body));
  const elements = Array.from(body.querySelectorAll<HTMLElement>('[data-island]'));
  let pending = elements.length;
  const settle = () => {
    pending -= 1;
    if (pending <= 0 && active) body.setAttribute(ISLANDS_STATE_ATTRIBUTE, 'ready');
  };
  body.setAttribute(ISLANDS_STATE_ATTRIBUTE, pending > 0 ? 'pending' : 'ready');
  for (const element of elements) {
    const name = element.dataset.island ?? '';
    const load = registry.get(name);
    const props = islandProps(element);
    if (!load || !props) {
      console.warn(`Island "${name}": ${load ? 'its props are not a JSON object' : 'no such island'}; it stays static.`);
      settle();
      continue;
    }
    let settled = false;
    const onReady = () => {
      if (!settled) settle();
      settled = true;
    };
    load().then(
      ({ default: Component }) => {
        if (!active) return;
        roots.push(
          hydrateRoot(
            element,
            wrap(
              <Ready onReady={onReady}>
                <Component {...props} />
              </Ready>,
            ),
            {
              // spec 8: a recoverable hydration error is a warning only.
              onRecoverableError: (error) => console.warn(`Island "${name}" onRecoverableError:`, error),
            },
          ),
        );
      },
      (error: unknown) => {
        console.warn(`Island "${name}" could not load; it stays static.`, error);
        onReady();
      },
    );
  }
  return () => {
    active = false;
    for (const cleanup of cleanups) cleanup?.();
    // Not inside the page's own commit, which is when this runs: React forbids
    // unmounting a root synchronously while another one renders.
    const leaving = roots.splice(0);
    setTimeout(() => leaving.forEach((root) => root.unmount()), 0);
  };
}
