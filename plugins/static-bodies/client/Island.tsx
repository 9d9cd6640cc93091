import React, { type ReactNode } from 'react';

/** The props an island's server render passes to its browser render: JSON values only. */
export type IslandProps = Record<string, unknown>;

/**
 * An interactive part of a page body (issue 38): the server renders it in
 * place, inside this layout-neutral wrapper that names it and carries its
 * props; in the browser, mountIslands.ts hydrates it on its own, with those
 * props, while the rest of the body stays static HTML. In the dev server and
 * outside page bodies it is an ordinary part of the React tree.
 */
export function Island({ name, props, children }: { name: string; props: IslandProps; children: ReactNode }): ReactNode {
  return (
    <div className="static-island" data-island={name} data-island-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}

/**
 * Static content inside an island (a tab panel's Markdown): rendered with the
 * island on the server; in the island's browser render (no children) React
 * keeps the server's nodes as they are, since it leaves an element set through
 * dangerouslySetInnerHTML alone while __html does not change.
 */
export function Slot({ children }: { children?: ReactNode }): ReactNode {
  if (children === undefined) return <div className="static-island-slot" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div className="static-island-slot">{children}</div>;
}
