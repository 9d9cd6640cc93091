/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (NavbarItem/DropdownNavbarItem/Desktop),
 * the navbar dropdown of the language and version switchers: the original
 * does not close on Escape (issue 9, keyboard; spec 4: overlays close on
 * Escape). Escape now closes a dropdown opened from the keyboard and gives
 * the focus back to its button, and hides one shown by hovering until the
 * pointer leaves it.
 */
import React, { useState, useRef, useEffect, type ReactNode } from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({ items, position, className, onClick, ...props }: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);
  // Begin change
  // Escape pressed while the pointer was over it: no hover display until it leaves.
  const [hoverDismissed, setHoverDismissed] = useState(false);
  // End change

  useEffect(() => {
    const handleClickOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) {
        return;
      }
      setShowDropdown(false);
    };

    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);

    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  // Begin change
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = dropdownRef.current;
      if (event.key !== 'Escape' || !root) return;
      if (root.matches(':hover')) setHoverDismissed(true);
      if (!showDropdown) return;
      setShowDropdown(false);
      if (root.contains(document.activeElement)) root.querySelector<HTMLElement>('.navbar__link')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showDropdown]);
  // End change

  return (
    // Begin change: no 'dropdown--hoverable' while hoverDismissed; onMouseLeave
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', !hoverDismissed && 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
      onMouseLeave={() => setHoverDismissed(false)}>
      {/* End change */}
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // # hash permits to make the <a> tag focusable in case no link target
        // See https://github.com/facebook/docusaurus/pull/6003
        // There's probably a better solution though...
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}
