import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons';
import { useMountedAfterHydration } from '../../../hooks/useMountedAfterHydration';
// Docusaurus's own stylesheet for the group, so the look and the CSS stay theirs.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

/**
 * The copy and wrap buttons exist in the browser only (they need React to
 * work), as in Docusaurus. Docusaurus adds them in the render that follows
 * hydration, all at once: on a long page, hundreds of elements in one task
 * that blocks input. Here they are added in a transition, which React renders
 * in slices and lets input interrupt (src/hooks/useMountedAfterHydration.ts).
 */
export default function CodeBlockButtons({ className }: Props): ReactNode {
  const mounted = useMountedAfterHydration();
  if (!mounted) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
