import clsx from 'clsx';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import type { Props as LineProps } from '@theme/CodeBlock/Line';

/**
 * Whether a block needs an element per line: for its line numbers or for
 * per-line classes (highlighted lines). Otherwise its lines are text broken by
 * the <pre>'s newlines (issue 23). The plain and the highlighted rendering
 * both follow it, so lines do not move when colours arrive.
 */
export const needsLineElements = (metadata: CodeBlockMetadata) =>
  metadata.lineNumbersStart !== undefined || Object.keys(metadata.lineClassNames).length > 0;

/** Line props for Docusaurus's Line: no inline style, the `token-line` class and the line's own. */
export const lineProps: LineProps['getLineProps'] = ({ className }) => ({ className: clsx('token-line', className) });
