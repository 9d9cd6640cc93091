/**
 * Stand-in for @docusaurus/Head (react-helmet-async): applies its children to
 * the document the way Helmet does on the client. <html> attributes go onto
 * document.documentElement, <title> into document.title, other tags into
 * document.head; all is undone on unmount.
 */
import React, { useLayoutEffect, type ReactNode } from 'react';

export default function Head({ children }: { children?: ReactNode }) {
  useLayoutEffect(() => {
    const undo: (() => void)[] = [];
    React.Children.forEach(children, (child) => {
      if (!React.isValidElement(child) || typeof child.type !== 'string') return;
      const { children: content, ...props } = child.props as Record<string, unknown>;
      if (child.type === 'html') {
        for (const [name, value] of Object.entries(props)) {
          document.documentElement.setAttribute(name, String(value));
          undo.push(() => document.documentElement.removeAttribute(name));
        }
      } else if (child.type === 'title') {
        document.title = String(content);
      } else {
        const element = document.createElement(child.type);
        for (const [name, value] of Object.entries(props)) element.setAttribute(name, String(value));
        if (typeof content === 'string') element.textContent = content;
        document.head.appendChild(element);
        undo.push(() => element.remove());
      }
    });
    return () => undo.forEach((fn) => fn());
  }, [children]);
  return null;
}
