/**
 * spec 2.4: the Last Updated line shows a date and a time. It is formatted in
 * UTC with fixed digits so the server-rendered text and the browser's text are
 * identical (no hydration mismatch whatever the reader's time zone).
 */
export function formatLastUpdated(timestamp: number, locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const day = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    year: 'numeric',
    month: locale === 'zh' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
