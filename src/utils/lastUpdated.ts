const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * spec 2.4: the Last Updated line shows a date and a time. It is formatted in
 * UTC with fixed digits so the server-rendered text and the browser's text are
 * identical (no hydration mismatch whatever the reader's time zone). Written
 * out by hand rather than with Intl.DateTimeFormat, whose first use costs
 * tens of milliseconds of a page's hydration on a phone (issue 23); the output
 * is the one Intl gives for en-US (short month) and zh-CN (long month).
 */
export function formatLastUpdated(timestamp: number, locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const dayText = locale === 'zh' ? `${year}年${month + 1}月${day}日` : `${EN_MONTHS[month]} ${day}, ${year}`;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${dayText} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
