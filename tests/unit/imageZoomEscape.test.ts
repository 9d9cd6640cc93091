/**
 * spec 4: Escape closes a zoomed image. medium-zoom itself (not a stand-in)
 * ignores Escape while its opening transition runs; jsdom runs no transitions,
 * so the test ends them by dispatching `transitionend` on the zoomed copy.
 */
import mediumZoom from 'medium-zoom';
import { closeOnEscapeWhileOpening } from '../../src/hooks/useImageZoom';

function endTransition() {
  document.querySelector('img.medium-zoom-image--opened')!.dispatchEvent(new Event('transitionend'));
}

/** medium-zoom marks the body open in the next animation frame. */
async function opened(zoom: ReturnType<typeof mediumZoom>) {
  void zoom.open();
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

function pressEscape() {
  document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
}

describe('Escape while the zoom opens', () => {
  let img: HTMLImageElement;
  beforeEach(() => {
    document.body.innerHTML = '<img src="/a.png" alt="A chart">';
    document.body.className = '';
    img = document.querySelector('img')!;
  });

  it('is ignored by medium-zoom alone: the image stays open (the race this fixes)', async () => {
    const zoom = mediumZoom(img);
    await opened(zoom);
    pressEscape();
    endTransition();
    expect(document.body).toHaveClass('medium-zoom--opened');
    zoom.detach();
  });

  it('closes the zoom once it has opened', async () => {
    const zoom = mediumZoom(img);
    closeOnEscapeWhileOpening(zoom);
    await opened(zoom);
    pressEscape();
    expect(document.body).toHaveClass('medium-zoom--opened');
    endTransition();
    expect(document.body).not.toHaveClass('medium-zoom--opened');
    zoom.detach();
  });

  it('is forgotten by the next opening, and other keys do nothing', async () => {
    const zoom = mediumZoom(img);
    closeOnEscapeWhileOpening(zoom);
    await opened(zoom);
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter' }));
    endTransition();
    expect(document.body).toHaveClass('medium-zoom--opened');
    // Escape once open: medium-zoom's own handler closes it.
    pressEscape();
    expect(document.body).not.toHaveClass('medium-zoom--opened');
    endTransition();
    await opened(zoom);
    endTransition();
    expect(document.body).toHaveClass('medium-zoom--opened');
    zoom.detach();
  });
});
