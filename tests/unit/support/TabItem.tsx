import React, { type ReactNode } from 'react';

export default function TabItem({ children }: { children: ReactNode; value: string; label?: string }) {
  return <>{children}</>;
}
