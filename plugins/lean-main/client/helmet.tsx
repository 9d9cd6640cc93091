/**
 * `react-helmet-async` in the production browser build (issue 38: ~5 KB gzip
 * off every page's main.js, with react-fast-compare, shallowequal and
 * invariant). The server keeps the real one, which writes the head of every
 * page's HTML; in the browser, Docusaurus's <Head> (a <Helmet>) only has to
 * keep the document in step on client-side navigations, which this does with
 * the same rules:
 * - Helmets apply in the order they first rendered (outer and earlier first);
 *   a later one wins: the title, each <html> and <body> attribute, a <meta>
 *   with the same name/property/http-equiv/charset/itemprop, the canonical link;
 * - the head elements it manages carry `data-rh`, as the server's do, and
 *   attributes of <html>/<body> it set and no Helmet sets any more are removed
 *   (the server lists them in `data-rh`);
 * - nothing is applied while `HelmetProvider.canUseDOM` is false (src/theme/Root
 *   holds it back until hydration has committed).
 */
import React, { Children, Fragment, isValidElement, useLayoutEffect, useState, type ReactNode } from 'react';

type Attributes = Record<string, string>;
interface HeadTag {
  tag: string;
  attributes: Attributes;
  content: string;
}
interface HelmetState {
  title?: string;
  html: Attributes;
  body: Attributes;
  tags: HeadTag[];
}

const HEAD_TAGS = new Set(['meta', 'link', 'script', 'style', 'base', 'noscript']);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  itemProp: 'itemprop',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
};

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || value === undefined || value === null) continue;
    // As React writes them: data- and aria- attributes keep "true"/"false"; others are present or not.
    const stringValued = /^(data|aria)-/.test(name);
    if (value === false && !stringValued) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = value === true && !stringValued ? '' : String(value);
  }
  return attributes;
}

/** What one <Helmet>'s children ask for. */
export function stateOf(children: ReactNode, state: HelmetState = { html: {}, body: {}, tags: [] }): HelmetState {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      stateOf((child.props as { children?: ReactNode }).children, state);
      return;
    }
    if (typeof child.type !== 'string') return;
    const props = child.props as Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html?: string } };
    if (child.type === 'title') state.title = textOf(props.children);
    else if (child.type === 'html') Object.assign(state.html, attributesOf(props));
    else if (child.type === 'body') Object.assign(state.body, attributesOf(props));
    else if (HEAD_TAGS.has(child.type)) state.tags.push({ tag: child.type, attributes: attributesOf(props), content: props.dangerouslySetInnerHTML?.__html ?? textOf(props.children) });
  });
  return state;
}

/** Tags a later Helmet replaces rather than adds to. */
function replacementKey({ tag, attributes }: HeadTag): string | null {
  if (tag === 'meta') {
    for (const name of ['name', 'property', 'http-equiv', 'charset', 'itemprop']) if (name in attributes) return `meta:${name}:${attributes[name]}`;
  }
  if (tag === 'link' && attributes.rel === 'canonical') return 'link:canonical';
  if (tag === 'base') return 'base';
  return null;
}

/** The states of every Helmet, earliest first, merged: later ones win. */
export function mergeStates(states: readonly HelmetState[]): HelmetState {
  const merged: HelmetState = { html: {}, body: {}, tags: [] };
  const replaced = new Map<string, number>();
  for (const state of states) {
    if (state.title !== undefined) merged.title = state.title;
    Object.assign(merged.html, state.html);
    Object.assign(merged.body, state.body);
    for (const tag of state.tags) {
      const key = replacementKey(tag);
      const at = key === null ? undefined : replaced.get(key);
      if (at === undefined) {
        if (key !== null) replaced.set(key, merged.tags.length);
        merged.tags.push(tag);
      } else merged.tags[at] = tag;
    }
  }
  return merged;
}

/** A head element as text, to compare the wanted ones with those in the document. */
export const tagKey = ({ tag, attributes, content }: HeadTag): string =>
  `${tag} ${Object.keys(attributes)
    .sort()
    .map((name) => `${name}=${JSON.stringify(attributes[name])}`)
    .join(' ')} ${content}`;

function elementTag(element: Element): HeadTag {
  const attributes: Attributes = {};
  for (const { name, value } of Array.from(element.attributes)) if (name !== 'data-rh') attributes[name] = value;
  return { tag: element.tagName.toLowerCase(), attributes, content: element.textContent ?? '' };
}

function applyAttributes(element: HTMLElement, wanted: Attributes): void {
  // The attributes Helmet set before (the server lists them in data-rh).
  const previous = (element.getAttribute('data-rh') ?? '').split(',').filter(Boolean);
  for (const name of previous) if (!(name in wanted)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  const names = Object.keys(wanted).join(',');
  if (names) element.setAttribute('data-rh', names);
  else element.removeAttribute('data-rh');
}

function applyState(state: HelmetState): void {
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  applyAttributes(document.documentElement, state.html);
  applyAttributes(document.body, state.body);
  const wanted = new Map(state.tags.map((tag) => [tagKey(tag), tag]));
  // The <title> element is document.title's (set above), not one of the tags.
  for (const element of Array.from(document.head.querySelectorAll('[data-rh]:not(title)'))) {
    const key = tagKey(elementTag(element));
    if (wanted.has(key)) wanted.delete(key);
    else element.remove();
  }
  for (const { tag, attributes, content } of wanted.values()) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (content) element.textContent = content;
    element.setAttribute('data-rh', 'true');
    document.head.appendChild(element);
  }
}

const mounted = new Map<number, HelmetState>();
let nextOrder = 0;
let scheduled = false;

function scheduleApply(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    if (!HelmetProvider.canUseDOM) return;
    applyState(mergeStates([...mounted.entries()].sort(([a], [b]) => a - b).map(([, state]) => state)));
  });
}

export function Helmet({ children }: { children?: ReactNode }): null {
  // The order of first render: outer before inner, earlier before later.
  const [order] = useState(() => nextOrder++);
  const state = stateOf(children);
  const key = JSON.stringify(state);
  useLayoutEffect(() => {
    mounted.set(order, JSON.parse(key) as HelmetState);
    scheduleApply();
  }, [order, key]);
  useLayoutEffect(
    () => () => {
      mounted.delete(order);
      scheduleApply();
    },
    [order],
  );
  return null;
}

/** No context needed in the browser; `canUseDOM` keeps Helmet off the document until it may write. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
HelmetProvider.canUseDOM = typeof document !== 'undefined';
