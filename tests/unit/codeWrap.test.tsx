/**
 * spec 4: a code block's wrap state starts from `markdown.defaultWrapCode`
 * (themeConfig) and the always-present toggle flips it. Our CodeBlock string
 * content and wrap button run for real; the Docusaurus context and layout
 * they plug into are stood in.
 */
import React, { createContext, useContext, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';

let themeConfig: Record<string, unknown> = {};

jest.mock('@docusaurus/theme-common', () => ({
  useThemeConfig: () => ({ prism: { magicComments: [] }, ...themeConfig }),
}));

jest.mock('@docusaurus/theme-common/internal', () => {
  const Context = createContext<unknown>(null);
  return {
    createCodeBlockMetadata: (input: { code: string }) => ({ code: input.code, className: 'language-ts' }),
    CodeBlockContextProvider: ({ metadata, wordWrap, children }: { metadata: unknown; wordWrap: unknown; children: ReactNode }) => (
      <Context.Provider value={{ metadata, wordWrap }}>{children}</Context.Provider>
    ),
    useCodeBlockContext: () => useContext(Context),
  };
});

jest.mock('@theme/CodeBlock/Buttons/Button', () => ({ __esModule: true, default: (props: Record<string, unknown>) => <button type="button" {...props} /> }), { virtual: true });
jest.mock('@theme/Icon/WordWrap', () => ({ __esModule: true, default: () => null }), { virtual: true });
jest.mock(
  '@theme/CodeBlock/Layout',
  () => ({
    __esModule: true,
    // Stand-in layout: the block's class and the real wrap button.
    default: ({ className }: { className?: string }) => {
      const WordWrapButton = jest.requireActual('../../src/theme/CodeBlock/Buttons/WordWrapButton').default;
      return (
        <div data-testid="block" className={className}>
          <WordWrapButton />
        </div>
      );
    },
  }),
  { virtual: true },
);

// eslint-disable-next-line import/first
import CodeBlockContentString from '../../src/theme/CodeBlock/Content/String';

const renderBlock = () => render(<CodeBlockContentString>{'const x = 1;'}</CodeBlockContentString>);

describe('code block wrap (defaultWrapCode)', () => {
  it.each([
    ['no markdown key: starts unwrapped', {}, false],
    ['defaultWrapCode false: starts unwrapped', { markdown: { defaultWrapCode: false } }, false],
    ['defaultWrapCode true: starts wrapped', { markdown: { defaultWrapCode: true } }, true],
    ['a non-boolean value: starts unwrapped', { markdown: { defaultWrapCode: 'yes' } }, false],
  ])('%s', (_case, config, wrapped) => {
    themeConfig = config;
    renderBlock();
    expect(screen.getByRole('button', { name: 'Toggle word wrap' })).toHaveAttribute('aria-pressed', String(wrapped));
    expect(screen.getByTestId('block').className).toBe(wrapped ? 'wrapped' : '');
  });

  it('the toggle flips the state both ways', () => {
    themeConfig = { markdown: { defaultWrapCode: true } };
    renderBlock();
    const toggle = screen.getByRole('button', { name: 'Toggle word wrap' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('block').className).toBe('');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('block').className).toBe('wrapped');
  });
});
