import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Img from '@theme-original/MDXComponents/Img';
import type { Props } from '@theme/MDXComponents/Img';
import { useImageZoom, ZOOMABLE_ATTRIBUTE } from '../../../hooks/useImageZoom';
import styles from './styles.module.css';

/**
 * spec 2.9: Markdown images can be zoomed (not those inside links). The
 * attribute marks them for a page body's static HTML (src/islands).
 */
export default function ZoomableImg(props: Props): ReactNode {
  const ref = useImageZoom();
  return <Img {...props} {...{ [ZOOMABLE_ATTRIBUTE]: '' }} ref={ref} className={clsx(props.className, styles.zoomable)} />;
}
