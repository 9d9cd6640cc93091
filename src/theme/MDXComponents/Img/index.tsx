import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Img from '@theme-original/MDXComponents/Img';
import type { Props } from '@theme/MDXComponents/Img';
import { useImageZoom } from '../../../hooks/useImageZoom';
import styles from './styles.module.css';

/** spec 2.9: Markdown images can be zoomed (not those inside links). */
export default function ZoomableImg(props: Props): ReactNode {
  const ref = useImageZoom();
  return <Img {...props} ref={ref} className={clsx(props.className, styles.zoomable)} />;
}
