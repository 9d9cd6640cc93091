import type { Enhancer } from '../../plugins/static-bodies/client/mountIslands';
import { attachImageZoom, ZOOMABLE_ATTRIBUTE } from '../hooks/useImageZoom';

/** The body's zoomable images (Markdown images and diagrams mark themselves on the server). */
export const zoomableImages: Enhancer = (body) => {
  const detach = Array.from(body.querySelectorAll<HTMLImageElement>(`img[${ZOOMABLE_ATTRIBUTE}]`)).map((img) => attachImageZoom(img));
  return detach.length > 0 ? () => detach.forEach((release) => release()) : undefined;
};
