import type { Enhancer } from '../../plugins/static-bodies/client/mountIslands';

// The attribute src/hooks/useImageZoom.ts marks zoomable images with (ZOOMABLE_ATTRIBUTE), here
// without importing that module: most bodies have no image, and the zoom code loads only for those that do.
const SELECTOR = 'img[data-zoomable]';

/** The body's zoomable images (Markdown images and diagrams mark themselves on the server). */
export const zoomableImages: Enhancer = (body) => {
  const images = Array.from(body.querySelectorAll<HTMLImageElement>(SELECTOR));
  if (images.length === 0) return undefined;
  let detach: Array<() => void> | null = null;
  let active = true;
  import('../hooks/useImageZoom').then(
    ({ attachImageZoom }) => {
      if (active) detach = images.map((img) => attachImageZoom(img));
    },
    (error: unknown) => console.warn('Image zoom could not load.', error),
  );
  return () => {
    active = false;
    detach?.forEach((release) => release());
  };
};
