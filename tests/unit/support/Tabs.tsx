import React, { type ReactElement, type ReactNode } from 'react';

/** Minimal stand-in: renders every tab panel with its label, in order. */
export default function Tabs({ children, groupId }: { children: ReactNode; groupId?: string }) {
  return (
    <div data-testid="tabs" data-group-id={groupId}>
      {React.Children.map(children, (child) => {
        const { label, value } = (child as ReactElement<{ label: string; value: string }>).props;
        return (
          <section aria-label={label ?? value}>
            {child}
          </section>
        );
      })}
    </div>
  );
}
