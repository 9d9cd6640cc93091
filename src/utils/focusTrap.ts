/**
 * The elements matching `selector` in `container` that Tab can reach: shown
 * (laid out) and not inside an inert subtree, which Tab skips anyway (the
 * mobile menu's hidden secondary panel is inert). The focused element always
 * counts, so that a trap can tell where the focus is.
 */
export function focusableIn(container: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => (el.offsetParent !== null && !el.closest('[inert]')) || el === document.activeElement,
  );
}

/**
 * Keeps Tab and Shift+Tab inside an open overlay (search panel, mobile sidebar):
 * from the last focusable element Tab wraps to the first, and back.
 * `selector` names what counts as focusable in that overlay.
 */
export function keepTabInside(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
  selector: string,
): void {
  if (event.key !== 'Tab') return;
  const focusable = focusableIn(container, selector);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
