import type { Root } from 'react-dom/client';
import type { Enhancer } from '../../plugins/static-bodies/client/mountIslands';

/** Blocks mounted per idle period: each is a small root, so a batch stays far below a long task. */
const IDLE_BATCH = 8;

/**
 * Each code block's copy and wrap buttons (spec 2.9), as small React roots of
 * their own, as the server HTML has no buttons (they need JavaScript to work).
 * Blocks near the viewport get theirs first; the others follow in small
 * batches while the browser is idle, so that every block has its buttons (a
 * keyboard or screen reader user finds them without scrolling) and no batch
 * blocks input. Blocks are the `theme-code-block` divs; a standalone <pre>
 * block has no buttons.
 */
export const codeBlockButtons: Enhancer = (body) => {
  const blocks = Array.from(body.querySelectorAll<HTMLElement>('div.theme-code-block')).filter((block) => block.querySelector('pre'));
  if (blocks.length === 0) return undefined;
  let active = true;
  const roots: Root[] = [];
  const mounted = new Set<HTMLElement>();
  const mount = (block: HTMLElement) => {
    if (mounted.has(block)) return;
    mounted.add(block);
    const pre = block.querySelector('pre')!;
    const container = document.createElement('div');
    container.className = 'static-island';
    pre.after(container);
    Promise.all([import('react-dom/client'), import('./CodeButtons')]).then(
      ([{ createRoot }, { renderCodeButtons }]) => {
        if (!active) return;
        const root = createRoot(container);
        renderCodeButtons(root, block, pre);
        roots.push(root);
      },
      (error: unknown) => console.warn('Code block buttons could not load.', error),
    );
  };
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver !== 'undefined') {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer!.unobserve(entry.target);
          mount(entry.target as HTMLElement);
        }
      },
      // A screen ahead, so the buttons are there when a block scrolls in.
      { rootMargin: '100% 0px' },
    );
    blocks.forEach((block) => observer!.observe(block));
  }
  const idle = (callback: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 2000 }) : window.setTimeout(callback, 50);
  const mountIdle = () => {
    if (!active) return;
    const batch = blocks.filter((block) => !mounted.has(block)).slice(0, IDLE_BATCH);
    batch.forEach((block) => {
      observer?.unobserve(block);
      mount(block);
    });
    if (batch.length === IDLE_BATCH) idle(mountIdle);
  };
  idle(mountIdle);
  return () => {
    active = false;
    observer?.disconnect();
    const leaving = roots.splice(0);
    setTimeout(() => leaving.forEach((root) => root.unmount()), 0);
  };
};
