/** Where the build writes each page body (plugins/static-bodies/index.ts) and the browser reads it. */
export const BODY_DIR = 'page-bodies';

export const bodyFileUrl = (baseUrl: string, key: string): string => `${baseUrl}${BODY_DIR}/${key}.json`;

/** A body file's content: the body's HTML exactly as the page's own HTML has it. */
export interface BodyFile {
  html: string;
}

export function isBodyFile(value: unknown): value is BodyFile {
  return typeof value === 'object' && value !== null && typeof (value as BodyFile).html === 'string';
}
