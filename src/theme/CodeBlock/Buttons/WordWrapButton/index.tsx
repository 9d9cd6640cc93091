import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconWordWrap from '@theme/Icon/WordWrap';
import type { Props } from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from './styles.module.css';

/**
 * spec 2.9 and 4: every code block has a wrap toggle. Docusaurus shows it only
 * when the code overflows; ours is always there, so short blocks can be
 * switched too and the reader always finds it in the same place.
 */
export default function WordWrapButton({ className }: Props): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  const title = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={clsx(className, styles.button, wordWrap.isEnabled && styles.enabled)}
      aria-label={title}
      aria-pressed={wordWrap.isEnabled}
      title={title}>
      <IconWordWrap className={styles.icon} aria-hidden="true" />
    </Button>
  );
}
