import { keepTabInside } from '../../src/utils/focusTrap';

function setup() {
  document.body.innerHTML = '<div id="box"><button id="a">a</button><a id="b" href="#x">b</a><button id="c">c</button></div><button id="outside">o</button>';
  const box = document.getElementById('box') as HTMLElement;
  // jsdom does no layout: make every element count as shown.
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, a'))) Object.defineProperty(el, 'offsetParent', { get: () => document.body });
  return box;
}

const key = (shiftKey = false, name = 'Tab') => ({ key: name, shiftKey, preventDefault: jest.fn() });

describe('keepTabInside', () => {
  const selector = 'button, a[href]';
  it('wraps Tab from the last element to the first', () => {
    const box = setup();
    (document.getElementById('c') as HTMLElement).focus();
    const event = key();
    keepTabInside(event, box, selector);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('a');
  });
  it('wraps Shift+Tab from the first element to the last', () => {
    const box = setup();
    (document.getElementById('a') as HTMLElement).focus();
    keepTabInside(key(true), box, selector);
    expect(document.activeElement?.id).toBe('c');
  });
  it('skips elements inside an inert subtree (issue 9: the mobile menu hides a panel that way)', () => {
    document.body.innerHTML = '<div id="box"><button id="a">a</button><button id="b">b</button><div inert><a id="c" href="#x">c</a></div></div>';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, a'))) Object.defineProperty(el, 'offsetParent', { get: () => document.body });
    const box = document.getElementById('box') as HTMLElement;
    (document.getElementById('b') as HTMLElement).focus();
    const event = key();
    keepTabInside(event, box, selector);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('a');
  });

  it('leaves Tab in the middle and other keys alone', () => {
    const box = setup();
    (document.getElementById('b') as HTMLElement).focus();
    const tab = key();
    keepTabInside(tab, box, selector);
    expect(tab.preventDefault).not.toHaveBeenCalled();
    (document.getElementById('c') as HTMLElement).focus();
    const enter = key(false, 'Enter');
    keepTabInside(enter, box, selector);
    expect(enter.preventDefault).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('c');
  });
});
