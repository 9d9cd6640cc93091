import React, { type ComponentProps, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from './styles.module.css';

/**
 * Docusaurus's container sets the Prism colours as inline CSS variables from
 * the current colour mode, which is only right after a re-render in the
 * browser. Ours leaves them to prism-themes.css (plugins/code-highlight).
 */
export default function CodeBlockContainer<T extends ElementType>({ as: As, ...props }: { as: T } & ComponentProps<T>): ReactNode {
  return <As {...props} className={clsx(props.className, styles.container, ThemeClassNames.common.codeBlock)} />;
}
