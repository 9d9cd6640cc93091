import React, {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import clsx from 'clsx';
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
  hasPopupContent,
  type Placement,
} from '../../utils/popover';
import styles from './styles.module.css';

export type { Placement } from '../../utils/popover';

/** Why the popup is open; it stays open while any reason holds. */
interface Reasons {
  hover: boolean;
  focus: boolean;
  click: boolean;
}
const CLOSED: Reasons = { hover: false, focus: false, click: false };

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface PopoverProps {
  /** Popover: a heading above the content. Tooltip: the text itself. */
  title?: ReactNode;
  content?: ReactNode;
  /** spec 9: `top` by default. */
  placement?: Placement;
  /** spec 4/9: seconds before a hover opens or closes the popup (0.1 each). */
  mouseEnterDelay?: number;
  mouseLeaveDelay?: number;
  /** The trigger: one element, usually a button. It receives the ARIA attributes. */
  children: ReactElement;
  className?: string;
  overlayClassName?: string;
  /** An accessible name for the popup (a popover without a title needs one). */
  overlayLabel?: string;
  onOpenChange?: (open: boolean) => void;
}

interface PopupProps extends PopoverProps {
  kind: 'popover' | 'tooltip';
}

/**
 * The shared engine of Popover and Tooltip (spec 4): opens on hover after
 * 0.1 s and closes 0.1 s after the pointer leaves; opens at once on keyboard
 * focus; for touch users a click or tap pins a popover open (only a tap pins
 * a tooltip) and a second one closes it; Escape, an outside press or focus
 * leaving close it. The popup is a DOM child of the trigger's wrapper, so
 * hovering or tabbing into it keeps it open, and it is positioned by CSS with
 * a small viewport fit (utils/popover).
 */
function Popup({
  kind,
  title,
  content,
  placement = DEFAULT_PLACEMENT,
  mouseEnterDelay = MOUSE_ENTER_DELAY,
  mouseLeaveDelay = MOUSE_LEAVE_DELAY,
  children,
  className,
  overlayClassName,
  overlayLabel,
  onOpenChange,
}: PopupProps): ReactNode {
  const [reasons, setReasons] = useState<Reasons>(CLOSED);
  const open = reasons.hover || reasons.focus || reasons.click;
  // The popup stays in the DOM while its closing animation runs (spec 9 motion deadline).
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  const [fit, setFit] = useState<{ placement: Placement; shiftX: number }>({ placement, shiftX: 0 });

  const rootRef = useRef<HTMLSpanElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const enterTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Set when we move focus back to the trigger ourselves, so that focus does not reopen it.
  const refocusing = useRef(false);
  const popupId = useId();

  const clearTimers = useCallback(() => {
    clearTimeout(enterTimer.current);
    clearTimeout(leaveTimer.current);
  }, []);
  const close = useCallback(() => {
    clearTimers();
    setReasons(CLOSED);
  }, [clearTimers]);

  useEffect(() => clearTimers, [clearTimers]);

  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current !== open) onOpenChangeRef.current?.(open);
    wasOpen.current = open;
  }, [open]);

  // Closing: unmount after the fade-out, or at the motion deadline at the latest.
  useEffect(() => {
    if (open || !shown) return undefined;
    const timer = setTimeout(() => setShown(false), MOTION_DEADLINE_MS);
    return () => clearTimeout(timer);
  }, [open, shown]);

  // While open: Escape and a press outside close it.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const root = rootRef.current;
      const trigger = root?.firstElementChild as HTMLElement | null;
      if (root && trigger && popupRef.current?.contains(document.activeElement)) {
        // focus() dispatches focusin synchronously, so the flag covers exactly this call.
        refocusing.current = true;
        trigger.focus();
        refocusing.current = false;
      }
      close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  // Keep the popup inside the viewport: measured once per opening, from the requested placement.
  useIsomorphicLayoutEffect(() => {
    if (!open) {
      setFit((current) => (current.placement === placement && current.shiftX === 0 ? current : { placement, shiftX: 0 }));
      return;
    }
    const popup = popupRef.current;
    const root = rootRef.current;
    if (!popup || !root) return;
    const rect = popup.getBoundingClientRect();
    // Not laid out (hidden ancestor, or no layout engine): nothing to fit.
    if (rect.width === 0 && rect.height === 0) return;
    setFit(fitPopup(placement, rect, root.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight }));
  }, [open, placement]);

  const onMouseEnter = () => {
    clearTimeout(leaveTimer.current);
    clearTimeout(enterTimer.current);
    enterTimer.current = setTimeout(() => setReasons((r) => (r.hover ? r : { ...r, hover: true })), delayMs(mouseEnterDelay));
  };
  const onMouseLeave = () => {
    clearTimeout(enterTimer.current);
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => setReasons((r) => (r.hover ? { ...r, hover: false } : r)), delayMs(mouseLeaveDelay));
  };
  const onFocus = (event: FocusEvent) => {
    if (refocusing.current) return;
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    setReasons((r) => ({ ...r, focus: true }));
  };
  const onBlur = (event: FocusEvent) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    setReasons((r) => ({ ...r, focus: false, click: false }));
  };
  // A tooltip pins open on a tap only (touch has no hover); a popover on any click or Enter.
  const lastPointerType = useRef('');
  const onPointerDown = (event: ReactPointerEvent) => {
    lastPointerType.current = event.pointerType;
  };
  const onClick = (event: ReactMouseEvent) => {
    if (popupRef.current?.contains(event.target as Node)) return;
    const pointerType = lastPointerType.current;
    lastPointerType.current = '';
    if (kind === 'tooltip' && pointerType !== 'touch' && pointerType !== 'pen') return;
    clearTimers();
    setReasons((r) => (r.click ? CLOSED : { ...r, click: true }));
  };

  const isTooltip = kind === 'tooltip';
  const trigger = isValidElement<Record<string, unknown>>(children)
    ? cloneElement(children, isTooltip
      ? { 'aria-describedby': open ? popupId : undefined }
      : { 'aria-expanded': open, 'aria-controls': shown ? popupId : undefined })
    : children;

  const popupStyle = {
    zIndex: isTooltip ? TOOLTIP_Z_INDEX : POPOVER_Z_INDEX,
    '--popup-shift-x': `${fit.shiftX}px`,
    '--popup-padding': `${POPOVER_INNER_PADDING}px`,
    '--tooltip-max-width': `${TOOLTIP_MAX_WIDTH}px`,
    '--popover-title-min-width': `${POPOVER_TITLE_MIN_WIDTH}px`,
  } as CSSProperties;

  return (
    <span
      ref={rootRef}
      className={clsx(styles.root, className)}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerDown={onPointerDown}
      onClick={onClick}>
      {trigger}
      {shown && (
        <div
          ref={popupRef}
          id={popupId}
          role={isTooltip ? 'tooltip' : 'dialog'}
          aria-label={isTooltip ? undefined : overlayLabel}
          className={clsx(styles.popup, isTooltip ? styles.tooltip : styles.popover, styles[fit.placement], overlayClassName)}
          data-state={open ? 'open' : 'closed'}
          data-placement={fit.placement}
          style={popupStyle}
          onAnimationEnd={(event) => {
            if (event.target === event.currentTarget && !open) setShown(false);
          }}>
          {isTooltip ? (
            <div className={styles.tooltipInner}>{title ?? content}</div>
          ) : (
            <>
              {title != null && title !== false && <div className={styles.title}>{title}</div>}
              {content != null && <div className={styles.inner}>{content}</div>}
            </>
          )}
        </div>
      )}
    </span>
  );
}

/** A popover: a card with an optional title and any content, shown from its trigger. */
export default function Popover(props: PopoverProps): ReactNode {
  return <Popup kind="popover" {...props} />;
}

/** A tooltip: short text describing its trigger. Without title or content it never shows (spec 4). */
export function Tooltip(props: PopoverProps): ReactNode {
  if (!hasPopupContent(props.title, props.content)) return props.children;
  return <Popup kind="tooltip" {...props} />;
}
