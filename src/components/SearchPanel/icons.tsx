import React, { type ReactNode } from 'react';
import type { SuggestionType } from '@site/src/utils/search/types';

const svg = (children: ReactNode, size = 18) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const SearchIcon = ({ size }: { size?: number }) =>
  svg(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
    size,
  );

export const CloseIcon = () => svg(<path d="M18 6 6 18M6 6l12 12" />);

/** One icon per suggestion type (spec 3: title, header, content). */
export const TYPE_ICONS: Record<SuggestionType, ReactNode> = {
  title: svg(
    <>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6" />
    </>,
  ),
  header: svg(<path d="M5 9h14M5 15h14M10 3 8 21M16 3l-2 18" />),
  content: svg(<path d="M4 6h16M4 12h16M4 18h10" />),
};
