/**
 * Code-block buttons appear after hydration, in a transition
 * (src/hooks/useMountedAfterHydration.ts): the server HTML and the hydrating
 * render agree (no buttons), then they appear; a block mounted later, by a
 * client-side navigation, has them from its first render.
 */
import React, { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { useMountedAfterHydration } from '../../src/hooks/useMountedAfterHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The hook remembers, for the page, that it has hydrated: the tests run in order.
function probe(renders: boolean[]) {
  return function Probe() {
    const mounted = useMountedAfterHydration();
    renders.push(mounted);
    return <span>{mounted ? 'buttons' : 'none'}</span>;
  };
}

describe('useMountedAfterHydration', () => {
  it('is false on the server and while hydrating, then true, without a hydration error', async () => {
    const Probe = probe([]);
    const html = renderToString(<Probe />);
    expect(html).toBe('<span>none</span>');

    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const clientRenders: boolean[] = [];
    const ClientProbe = probe(clientRenders);
    await act(async () => {
      hydrateRoot(container, <ClientProbe />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(clientRenders[0]).toBe(false);
    expect(container.textContent).toBe('buttons');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is true from the first render once the page has hydrated (a client-side navigation)', async () => {
    const later: boolean[] = [];
    const second = document.createElement('div');
    await act(async () => {
      createRoot(second).render(React.createElement(probe(later)));
    });
    expect(later[0]).toBe(true);
    expect(second.textContent).toBe('buttons');
  });
});
