// Server build only (see LazyHighlightedLines.ts): highlighted synchronously.
export { default } from './HighlightedLines';
