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
    return mediumZoom({ background: 'var(--doc-page-background)', margin: 24, scrollOffset: 40 });
  });
  return zoom;
}

/**
 * A ref callback that makes an <img> zoomable (spec 2.9) for as long as it is
 * mounted. Images inside links keep behaving as links and are left alone.
 */
export function useImageZoom(): (img: HTMLImageElement | null) => void {
  const attached = useRef<HTMLImageElement | null>(null);
  return useCallback((img: HTMLImageElement | null) => {
    const previous = attached.current;
    if (previous) void getImageZoom().then((instance) => instance.detach(previous));
    attached.current = null;
    if (img && !img.closest('a')) {
      attached.current = img;
      // Still the mounted image once medium-zoom has loaded (not unmounted meanwhile).
      void getImageZoom().then((instance) => {
        if (attached.current === img) instance.attach(img);
      });
    }
  }, []);
}
