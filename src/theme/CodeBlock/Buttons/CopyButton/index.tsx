import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import { COPIED_STATE_MS, copyShortcutKey, copyWithFallback } from '../../../../utils/copyCode';
import styles from './styles.module.css';

function promptMessage(): string {
  return translate(
    {
      id: 'codeBlock.copy.promptMessage',
      message: 'Copy to clipboard: {shortcut}, then Enter',
      description: 'spec 4: prompt shown when the clipboard cannot be used; {shortcut} is Ctrl+C or Cmd+C',
    },
    { shortcut: `${copyShortcutKey(typeof navigator === 'undefined' ? undefined : navigator.platform)}+C` },
  );
}

/**
 * spec 4: copies the code. After a successful copy the button shows its copied
 * state for 2000 ms; when the clipboard is missing or refuses, the reader gets
 * a prompt with the code selected (see src/utils/copyCode.ts).
 */
export default function CopyButton({ className }: Props): ReactNode {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);

  const copy = useCallback(async () => {
    const outcome = await copyWithFallback(code, promptMessage(), {
      clipboard: navigator.clipboard,
      prompt: (message, value) => window.prompt(message, value),
    });
    if (outcome !== 'copied') return;
    setIsCopied(true);
    window.clearTimeout(timeout.current);
    timeout.current = window.setTimeout(() => setIsCopied(false), COPIED_STATE_MS);
  }, [code]);

  const copiedLabel = translate({ id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks' });
  return (
    <>
      <Button
        aria-label={
          isCopied
            ? copiedLabel
            : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard', description: 'The ARIA label for copy code blocks button' })
        }
        title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks' })}
        className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
        data-copied={isCopied ? 'true' : undefined}
        onClick={copy}>
        <span className={styles.copyButtonIcons} aria-hidden="true">
          <IconCopy className={styles.copyButtonIcon} />
          <IconSuccess className={styles.copyButtonSuccessIcon} />
        </span>
      </Button>
      {/* Announces the copied state, which an aria-label change alone may not. */}
      <span className="visually-hidden" role="status">
        {isCopied ? copiedLabel : ''}
      </span>
    </>
  );
}
