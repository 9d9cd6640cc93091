import { useCallback, useRef } from 'react';
import type { Zoom } from 'medium-zoom';

let zoom: Promise<Zoom> | undefined;

/**
 * medium-zoom 1.1.0 race: a `data-zoom-src` target that fails is also
 * "complete", so its polling may put the broken image on screen before its
 * own error handler (which logs the warning and falls back) runs, and the
 * broken copy then stays in the page. Remove such a copy as soon as it fails.
 */
function removeFailedZoomTargets(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLImageElement && target.parentElement === document.body && target.classList.contains('medium-zoom-image--opened')) {
    target.remove();
  }
}

/**
 * medium-zoom ignores Escape while its opening transition runs (a third of a
 * second), so an Escape pressed just after the click left the image open.
 * Such an Escape is remembered, and the zoom closes as soon as it has opened.
 */
export function closeOnEscapeWhileOpening(instance: Zoom): void {
  let opening = false;
  let escaped = false;
  instance.on('open', () => {
    opening = true;
    escaped = false;
  });
  instance.on('opened', () => {
    opening = false;
    if (escaped) void instance.close();
    escaped = false;
  });
  document.addEventListener('keyup', (event) => {
    if (opening && (event.key === 'Escape' || event.key === 'Esc')) escaped = true;
  });
}

/**
 * spec 4 and 8: one medium-zoom instance for every content image. Its
 * defaults are the spec's: it closes on Escape, a click, a window resize, or a
 * scroll of more than 40 px (after a 150 ms delay); when a `data-zoom-src`
 * target fails to load it logs a warning and zooms the normal image instead.
 * The overlay takes the page background, so it follows light and dark mode.
 */
export function getImageZoom(): Promise<Zoom> {
  // Its own chunk, fetched by the first page that shows a zoomable image.
  zoom ??= import('medium-zoom').then(({ default: mediumZoom }) => {
    document.addEventListener('error', removeFailedZoomTargets, true);
    const instance = mediumZoom({ background: 'var(--doc-page-background)', margin: 24, scrollOffset: 40 });
    closeOnEscapeWhileOpening(instance);
    return instance;
  });
  return zoom;
}

/** While a zoom is open, Tab and Shift+Tab stay on the zoomed image (issue 16). */
function keepTabOnZoom(event: KeyboardEvent): void {
  if (event.key === 'Tab') event.preventDefault();
}

/**
 * Issue 9, keyboard: medium-zoom opens on a click only. The image becomes a
 * Tab stop that Enter or Space zooms; Escape closes it (medium-zoom). While
 * open, the zoomed copy holds the focus and Tab cannot leave it (a Tab that
 * scrolled the page would also close the zoom); on closing, the focus, lost
 * while the original was hidden, comes back to it. Returns the cleanup.
 */
function zoomFromKeyboard(img: HTMLImageElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the page, which closes the zoom.
    event.preventDefault();
    void getImageZoom().then((instance) => instance.open({ target: img }));
  };
  const onOpened = () => {
    document.addEventListener('keydown', keepTabOnZoom, true);
    const zoomed = document.querySelector<HTMLElement>('.medium-zoom-image--opened');
    if (zoomed && zoomed !== img) {
      zoomed.tabIndex = -1;
      zoomed.focus({ preventScroll: true });
    }
  };
  const onClosed = () => {
    document.removeEventListener('keydown', keepTabOnZoom, true);
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) img.focus({ preventScroll: true });
  };
  img.tabIndex = 0;
  img.addEventListener('keydown', onKeyDown);
  img.addEventListener('medium-zoom:opened', onOpened);
  img.addEventListener('medium-zoom:closed', onClosed);
  return () => {
    img.removeAttribute('tabindex');
    img.removeEventListener('keydown', onKeyDown);
    img.removeEventListener('medium-zoom:opened', onOpened);
    img.removeEventListener('medium-zoom:closed', onClosed);
    document.removeEventListener('keydown', keepTabOnZoom, true);
  };
}

/**
 * Makes an <img> zoomable (spec 2.9), with the mouse and the keyboard, until
 * the returned function is called. Images inside links keep behaving as links
 * and are left alone.
 */
export function attachImageZoom(img: HTMLImageElement): () => void {
  if (img.closest('a')) return () => undefined;
  let attached = true;
  const release = zoomFromKeyboard(img);
  // Still attached once medium-zoom has loaded (not released meanwhile).
  void getImageZoom().then((instance) => {
    if (attached) instance.attach(img);
  });
  return () => {
    attached = false;
    void getImageZoom().then((instance) => instance.detach(img));
    release();
  };
}

/** Marks a zoomable image in a page body, where no React ref reaches it (src/islands/zoomableImages.ts). */
export const ZOOMABLE_ATTRIBUTE = 'data-zoomable';

/** A ref callback that keeps an <img> zoomable for as long as it is mounted (attachImageZoom). */
export function useImageZoom(): (img: HTMLImageElement | null) => void {
  const detach = useRef<(() => void) | null>(null);
  return useCallback((img: HTMLImageElement | null) => {
    detach.current?.();
    detach.current = img ? attachImageZoom(img) : null;
  }, []);
}
