/** Stand-in for @docusaurus/Translate: looks ids up in the test context's translations. */
import React, { type ReactNode } from 'react';
import { useTestContext, TestContext } from './docusaurusContext';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key && key in values ? <React.Fragment key={index}>{values[key]}</React.Fragment> : part;
  });
}

// translate() runs outside React render in some callers; it reads the last
// rendered context, which tests set through renderWithDocusaurus().
let currentTranslations: Record<string, string> = {};
export function setTranslations(translations: Record<string, string>): void {
  currentTranslations = translations;
}

export function translate({ id, message }: { id?: string; message: string; description?: string }, values?: Record<string, string | number>): string {
  let text = (id && currentTranslations[id]) || message;
  for (const [key, value] of Object.entries(values ?? {})) text = text.replace(`{${key}}`, String(value));
  return text;
}

export default function Translate({ id, children, values }: { id?: string; children: string; description?: string; values?: Values }): ReactNode {
  const { translations } = useTestContext();
  return <>{interpolate((id && translations[id]) || children, values)}</>;
}

export { TestContext };
