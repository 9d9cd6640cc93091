import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import SearchBar, { isSearchShortcut } from '../../src/theme/SearchBar';
import { SEARCH_CONFIG_META_NAME } from '../../src/utils/search/config';
import { renderWithDocusaurus } from './support/render';

jest.mock('@docusaurus/router', () => ({ useHistory: () => ({ push: jest.fn() }) }), { virtual: true });

describe('isSearchShortcut (spec 2.7: Ctrl or Cmd plus K)', () => {
  it.each([
    [{ key: 'k', ctrlKey: true }, true],
    [{ key: 'k', metaKey: true }, true],
    [{ key: 'K', ctrlKey: true }, true], // Caps Lock
    [{ key: 'л', code: 'KeyK', ctrlKey: true }, true], // a Cyrillic layout
    [{ key: 'k' }, false],
    [{ key: 'k', ctrlKey: true, shiftKey: true }, false],
    [{ key: 'k', ctrlKey: true, altKey: true }, false],
    [{ key: 'j', ctrlKey: true }, false],
  ])('%j → %s', (init, expected) => {
    expect(isSearchShortcut(new KeyboardEvent('keydown', init))).toBe(expected);
  });
});

describe('SearchBar', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    // Remote mode: the "index" loads without a network, so these tests are about the UI.
    meta = document.createElement('meta');
    meta.name = SEARCH_CONFIG_META_NAME;
    meta.content = JSON.stringify({ mode: 'remote', apiUrl: 'http://127.0.0.1:9/search', lang: 'en' });
    document.head.append(meta);
  });
  afterEach(() => meta.remove());

  it('is a Search button that loads nothing until hovered', async () => {
    renderWithDocusaurus(<SearchBar />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('data-index-state', 'initial');
    await act(async () => {
      fireEvent.mouseEnter(button);
    });
    expect(button).toHaveAttribute('data-index-state', 'inited');
  });

  it('is labelled in Chinese on Chinese pages', () => {
    renderWithDocusaurus(<SearchBar />, { locale: 'zh' });
    expect(screen.getByRole('button', { name: '搜索' })).toBeInTheDocument();
  });

  it('opens on click and gives the focus back to the button on Escape', async () => {
    renderWithDocusaurus(<SearchBar />);
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    const dialog = screen.getByRole('dialog', { name: 'Search docs' });
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
    expect(document.body.style.overflow).toBe('');
  });

  it('opens with Ctrl+K from anywhere and gives the focus back to where it was', async () => {
    renderWithDocusaurus(
      <>
        <input aria-label="elsewhere" />
        <SearchBar />
      </>,
    );
    const elsewhere = screen.getByRole('textbox', { name: 'elsewhere' });
    elsewhere.focus();
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(elsewhere).toHaveFocus());
  });
});
