import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Popover, { Tooltip } from '../../src/components/Popover';
import {
  DEFAULT_PLACEMENT,
  MOTION_DEADLINE_MS,
  MOUSE_ENTER_DELAY,
  MOUSE_LEAVE_DELAY,
  POPOVER_INNER_PADDING,
  POPOVER_TITLE_MIN_WIDTH,
  POPOVER_Z_INDEX,
  TOOLTIP_MAX_WIDTH,
  TOOLTIP_Z_INDEX,
  delayMs,
  fitPopup,
  flipVertical,
  hasPopupContent,
} from '../../src/utils/popover';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderPopover(props: Partial<React.ComponentProps<typeof Popover>> = {}) {
  render(
    <div>
      <Popover title="Tools" content={<a href="https://example.com/">Example</a>} {...props}>
        <button type="button">Open</button>
      </Popover>
      <button type="button">Elsewhere</button>
    </div>,
  );
  const trigger = screen.getByRole('button', { name: 'Open' });
  return { trigger, wrapper: trigger.parentElement as HTMLElement };
}

const popup = () => document.querySelector('[role="dialog"]');
const isOpen = (trigger: HTMLElement) => trigger.getAttribute('aria-expanded') === 'true';

describe('spec 9 constants', () => {
  it('has the spec values', () => {
    expect(MOUSE_ENTER_DELAY).toBe(0.1);
    expect(MOUSE_LEAVE_DELAY).toBe(0.1);
    expect(TOOLTIP_MAX_WIDTH).toBe(250);
    expect(POPOVER_TITLE_MIN_WIDTH).toBe(177);
    expect(POPOVER_INNER_PADDING).toBe(12);
    expect(TOOLTIP_Z_INDEX - POPOVER_Z_INDEX).toBe(40);
    expect(TOOLTIP_Z_INDEX % 100).toBe(70);
    expect(POPOVER_Z_INDEX % 100).toBe(30);
    expect(MOTION_DEADLINE_MS).toBe(1000);
    expect(DEFAULT_PLACEMENT).toBe('top');
  });
});

describe('popover timing (spec 4: 0.1 s enter and leave delay)', () => {
  it('opens 100 ms after the pointer enters, not before', () => {
    const { trigger, wrapper } = renderPopover();
    fireEvent.mouseEnter(wrapper);
    advance(99);
    expect(isOpen(trigger)).toBe(false);
    expect(popup()).toBeNull();
    advance(1);
    expect(isOpen(trigger)).toBe(true);
    expect(popup()).toHaveAttribute('data-state', 'open');
    expect(screen.getByText('Tools')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Example' })).toBeInTheDocument();
  });

  it('does not open when the pointer leaves within the enter delay', () => {
    const { trigger, wrapper } = renderPopover();
    fireEvent.mouseEnter(wrapper);
    advance(60);
    fireEvent.mouseLeave(wrapper);
    advance(500);
    expect(isOpen(trigger)).toBe(false);
    expect(popup()).toBeNull();
  });

  it('closes 100 ms after the pointer leaves, and a quick return keeps it open', () => {
    const { trigger, wrapper } = renderPopover();
    fireEvent.mouseEnter(wrapper);
    advance(100);
    fireEvent.mouseLeave(wrapper);
    advance(99);
    expect(isOpen(trigger)).toBe(true);
    // Crossing the gap into the popup re-enters the wrapper in time.
    fireEvent.mouseEnter(wrapper);
    advance(500);
    expect(isOpen(trigger)).toBe(true);
    fireEvent.mouseLeave(wrapper);
    advance(100);
    expect(isOpen(trigger)).toBe(false);
    expect(popup()).toHaveAttribute('data-state', 'closed');
  });

  it('honours custom delays', () => {
    const { trigger, wrapper } = renderPopover({ mouseEnterDelay: 0.5, mouseLeaveDelay: 0 });
    fireEvent.mouseEnter(wrapper);
    advance(499);
    expect(isOpen(trigger)).toBe(false);
    advance(1);
    expect(isOpen(trigger)).toBe(true);
    fireEvent.mouseLeave(wrapper);
    advance(0);
    expect(isOpen(trigger)).toBe(false);
  });

  it('removes the closed popup at the motion deadline when no animation end arrives', () => {
    const { trigger, wrapper } = renderPopover();
    fireEvent.mouseEnter(wrapper);
    advance(100);
    fireEvent.mouseLeave(wrapper);
    advance(100);
    expect(isOpen(trigger)).toBe(false);
    advance(MOTION_DEADLINE_MS - 1);
    expect(popup()).not.toBeNull();
    advance(1);
    expect(popup()).toBeNull();
  });

  it('removes the closed popup as soon as its fade-out ends', () => {
    const { wrapper } = renderPopover();
    fireEvent.mouseEnter(wrapper);
    advance(100);
    fireEvent.mouseLeave(wrapper);
    advance(100);
    fireEvent.animationEnd(popup() as Element);
    expect(popup()).toBeNull();
  });
});

describe('popover keyboard, touch and Escape (spec 4)', () => {
  it('closes on Escape while hovered', () => {
    const { trigger, wrapper } = renderPopover();
    fireEvent.mouseEnter(wrapper);
    advance(100);
    expect(isOpen(trigger)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(trigger)).toBe(false);
  });

  it('opens at once on keyboard focus, keeps open while focus is inside, closes when it leaves', () => {
    const { trigger } = renderPopover();
    act(() => trigger.focus());
    expect(isOpen(trigger)).toBe(true);
    const link = screen.getByRole('link', { name: 'Example' });
    act(() => link.focus());
    expect(isOpen(trigger)).toBe(true);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(isOpen(trigger)).toBe(false);
  });

  it('Escape from inside the popup closes it and returns focus to the trigger without reopening', () => {
    const { trigger } = renderPopover();
    act(() => trigger.focus());
    const link = screen.getByRole('link', { name: 'Example' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
    expect(isOpen(trigger)).toBe(false);
    // Enter (a click) opens it again.
    fireEvent.click(trigger);
    expect(isOpen(trigger)).toBe(true);
  });

  it('a click or tap pins it open; a second click closes it; a press outside closes it', () => {
    const { trigger } = renderPopover();
    fireEvent.click(trigger);
    expect(isOpen(trigger)).toBe(true);
    advance(1000);
    expect(isOpen(trigger)).toBe(true);
    fireEvent.click(trigger);
    expect(isOpen(trigger)).toBe(false);
    fireEvent.click(trigger);
    expect(isOpen(trigger)).toBe(true);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(isOpen(trigger)).toBe(false);
  });

  it('a click inside the popup does not close it', () => {
    const { trigger } = renderPopover();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByText('Tools'));
    expect(isOpen(trigger)).toBe(true);
  });

  it('links the trigger to the popup and lays it out with the spec sizes', () => {
    const { trigger } = renderPopover({ placement: 'bottomLeft' });
    fireEvent.click(trigger);
    const element = popup() as HTMLElement;
    expect(trigger).toHaveAttribute('aria-controls', element.id);
    expect(element).toHaveAttribute('data-placement', 'bottomLeft');
    expect(element.style.zIndex).toBe(String(POPOVER_Z_INDEX));
    expect(element.style.getPropertyValue('--popover-title-min-width')).toBe('177px');
    expect(element.style.getPropertyValue('--popup-padding')).toBe('12px');
  });

  it('places popovers on top by default and reports open changes', () => {
    const onOpenChange = jest.fn();
    const { trigger } = renderPopover({ onOpenChange });
    fireEvent.click(trigger);
    expect(popup()).toHaveAttribute('data-placement', 'top');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('tooltip (spec 4: hidden without title or content)', () => {
  it.each([[undefined], [''], ['   '], [null]])('never shows with title %j', (title) => {
    render(
      <Tooltip title={title}>
        <button type="button">Help</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Help' });
    fireEvent.mouseEnter(trigger);
    advance(500);
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('shows its text after the enter delay and describes the trigger', () => {
    render(
      <Tooltip title="Copy the code">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Copy' });
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    advance(99);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copy the code');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip.style.zIndex).toBe(String(TOOLTIP_Z_INDEX));
    expect(tooltip.style.getPropertyValue('--tooltip-max-width')).toBe('250px');
    expect(tooltip).toHaveAttribute('data-placement', 'top');
  });
});

describe('popup geometry', () => {
  const viewport = { width: 375, height: 700 };
  const trigger = { top: 20, bottom: 52, left: 50, right: 82 };

  it.each([
    ['fits as is', 'bottomLeft', { top: 60, bottom: 300, left: 50, right: 370 }, { placement: 'bottomLeft', shiftX: -3 }],
    ['inside the margins', 'bottomLeft', { top: 60, bottom: 300, left: 50, right: 300 }, { placement: 'bottomLeft', shiftX: 0 }],
    ['overflows the left edge', 'top', { top: -40, bottom: 12, left: -20, right: 100 }, { placement: 'bottom', shiftX: 28 }],
    ['wider than the viewport', 'bottom', { top: 60, bottom: 100, left: -30, right: 400 }, { placement: 'bottom', shiftX: 38 }],
  ] as const)('%s', (_label, placement, popupRect, expected) => {
    expect(fitPopup(placement, popupRect, trigger, viewport)).toEqual(expected);
  });

  it('flips bottom to top only when there is room above', () => {
    const low = { top: 600, bottom: 632, left: 100, right: 132 };
    expect(fitPopup('bottom', { top: 640, bottom: 760, left: 60, right: 180 }, low, viewport).placement).toBe('top');
    const high = { top: 40, bottom: 72, left: 100, right: 132 };
    expect(fitPopup('bottom', { top: 80, bottom: 900, left: 60, right: 180 }, high, viewport).placement).toBe('bottom');
  });

  it.each([
    ['top', 'bottom'],
    ['topLeft', 'bottomLeft'],
    ['bottomRight', 'topRight'],
    ['left', 'left'],
  ] as const)('flipVertical(%s) is %s', (from, to) => {
    expect(flipVertical(from)).toBe(to);
  });

  it.each([
    [0.1, 100],
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [0.25, 250],
  ])('delayMs(%s) is %s', (seconds, ms) => {
    expect(delayMs(seconds)).toBe(ms);
  });

  it.each([
    [undefined, undefined, false],
    ['', undefined, false],
    [' ', '', false],
    [null, false, false],
    ['Hint', undefined, true],
    [undefined, 'Body', true],
    [0, undefined, true],
  ])('hasPopupContent(%j, %j) is %s', (title, content, expected) => {
    expect(hasPopupContent(title, content)).toBe(expected);
  });
});

describe('tooltip clicks', () => {
  // jsdom has no PointerEvent; React reads pointerType from the native event.
  const pointerDown = (target: Element, pointerType: string) => {
    const event = new MouseEvent('pointerdown', { bubbles: true });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    act(() => {
      target.dispatchEvent(event);
    });
  };
  function renderTooltip() {
    render(
      <Tooltip title="Copy the code">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    return screen.getByRole('button', { name: 'Copy' });
  }

  it('a tap pins it open for touch users', () => {
    const trigger = renderTooltip();
    pointerDown(trigger, 'touch');
    fireEvent.click(trigger);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');
    advance(1000);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');
  });

  it('a mouse click does not pin it: it closes when the pointer leaves', () => {
    const trigger = renderTooltip();
    const wrapper = trigger.parentElement as HTMLElement;
    fireEvent.mouseEnter(wrapper);
    advance(100);
    pointerDown(trigger, 'mouse');
    fireEvent.click(trigger);
    fireEvent.mouseLeave(wrapper);
    advance(100);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'closed');
  });
});
