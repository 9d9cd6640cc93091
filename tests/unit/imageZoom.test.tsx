/**
 * spec 2.9: content images are zoomable. medium-zoom itself is stood in; what
 * is checked is which images get attached and that they are released.
 */
import React from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const attach = jest.fn();
const detach = jest.fn();
const open = jest.fn(() => Promise.resolve());
const mediumZoom = jest.fn(() => ({ attach, detach, open, on: jest.fn(), close: jest.fn() }));
jest.mock('medium-zoom', () => ({ __esModule: true, default: (...args: unknown[]) => mediumZoom(...(args as [])) }));
jest.mock('@theme-original/MDXComponents/Img', () => ({ __esModule: true, default: (props: Record<string, unknown>) => <img {...props} /> }));

// eslint-disable-next-line import/first
import ZoomableImg from '../../src/theme/MDXComponents/Img';
// eslint-disable-next-line import/first
import Diagram from '../../src/components/Diagram';
// eslint-disable-next-line import/first
import { renderWithDocusaurus } from './support/render';

beforeEach(() => {
  attach.mockClear();
  detach.mockClear();
  open.mockClear();
});

describe('zoomable Markdown images', () => {
  it('attaches a content image and releases it when it goes away', async () => {
    const { unmount } = render(<ZoomableImg src="/a.png" alt="A chart" />);
    const img = screen.getByRole('img', { name: 'A chart' });
    await waitFor(() => expect(attach).toHaveBeenCalledWith(img));
    unmount();
    await waitFor(() => expect(detach).toHaveBeenCalledWith(img));
  });

  it('does not attach an image that went away before medium-zoom loaded', async () => {
    const { unmount } = render(<ZoomableImg src="/a.png" alt="Gone" />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attach).not.toHaveBeenCalled();
  });

  it('is a Tab stop that Enter and Space zoom, and gets the focus back when the zoom closes (issue 9)', async () => {
    const { unmount } = render(<ZoomableImg src="/a.png" alt="A chart" />);
    const img = screen.getByRole('img', { name: 'A chart' });
    expect(img).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(img, { key: 'a' });
    expect(open).not.toHaveBeenCalled();
    fireEvent.keyDown(img, { key: 'Enter' });
    await waitFor(() => expect(open).toHaveBeenCalledWith({ target: img }));
    // Space opens it too, without scrolling the page.
    expect(fireEvent.keyDown(img, { key: ' ' })).toBe(false);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    // The zoomed copy hid the original, and the focus went to the body.
    (document.activeElement as HTMLElement | null)?.blur();
    img.dispatchEvent(new CustomEvent('medium-zoom:closed'));
    expect(img).toHaveFocus();
    unmount();
    fireEvent.keyDown(img, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).toHaveBeenCalledTimes(2);
    expect(img).not.toHaveAttribute('tabindex');
  });

  it('leaves an image inside a link alone', async () => {
    render(
      <a href="https://example.com">
        <ZoomableImg src="/badge.svg" alt="Build badge" />
      </a>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attach).not.toHaveBeenCalled();
  });

  it('creates one zoom for the whole site, with the spec settings', async () => {
    render(
      <>
        <ZoomableImg src="/a.png" alt="one" />
        <ZoomableImg src="/b.png" alt="two" />
      </>,
    );
    await waitFor(() => expect(attach).toHaveBeenCalledTimes(2));
    expect(mediumZoom).toHaveBeenCalledTimes(1);
    expect(mediumZoom).toHaveBeenCalledWith(expect.objectContaining({ scrollOffset: 40, background: 'var(--doc-page-background)' }));
  });
});

describe('<Diagram />', () => {
  it('offers the portrait version at 600 px or less, under the locale base URL, and is zoomable', async () => {
    const { container } = renderWithDocusaurus(
      <Diagram src="/img/docs/x.zh.svg" narrowSrc="/img/docs/x.narrow.zh.svg" alt="示意图" width={1030} height={384} />,
      { locale: 'zh' },
    );
    const img = screen.getByRole('img', { name: '示意图' });
    expect(img).toHaveAttribute('src', '/zh/img/docs/x.zh.svg');
    expect(img).toHaveAttribute('width', '1030');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(max-width: 600px)');
    expect(source).toHaveAttribute('srcset', '/zh/img/docs/x.narrow.zh.svg');
    await waitFor(() => expect(attach).toHaveBeenCalledWith(img));
  });

  it('has no portrait source without narrowSrc', () => {
    const { container } = renderWithDocusaurus(<Diagram src="/img/docs/x.svg" alt="Diagram" width={10} height={5} />);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Diagram' })).toHaveAttribute('src', '/img/docs/x.svg');
  });
});
