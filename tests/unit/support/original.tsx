/**
 * Stand-in for every @theme-original/* component: renders a marker carrying its
 * props, so a test can tell whether a wrapper rendered the original.
 */
import React from 'react';

export default function Original(props: Record<string, unknown>) {
  return <div data-testid="theme-original" data-props={JSON.stringify(props)} />;
}
