import React, { type ReactNode } from 'react';
import { OverviewView, type OverviewProps } from '../components/Overview';

/** An overview page's filter and lists in the browser (src/components/Overview renders its server side). */
export default function OverviewIsland(props: OverviewProps & { inputId: string }): ReactNode {
  return <OverviewView {...props} />;
}
