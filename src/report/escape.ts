// Escaping for text that came from the node or the checks, before it goes into XML, HTML or Markdown.

// Characters XML 1.0 forbids (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Replaces characters XML cannot carry with a visible \uXXXX so the reader still sees them. */
export function cleanChars(s: string): string {
  return s.replace(INVALID_XML, (ch) => `\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for XML/HTML element content and quoted attribute values. */
export function escapeMarkup(s: string): string {
  return cleanChars(s).replace(/[&<>"']/g, (ch) => ENTITY[ch]!);
}

/** As escapeMarkup, and keeps line breaks and tabs in attribute values (parsers normalise them otherwise). */
export function escapeAttr(s: string): string {
  return escapeMarkup(s).replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

/** Inline Markdown text: HTML-sensitive characters as entities, table pipes and backslashes escaped, one line. */
export function escapeMdInline(s: string): string {
  return cleanChars(s)
    .replace(/[&<>]/g, (ch) => ENTITY[ch]!)
    .replace(/([\\|`*_[\]])/g, '\\$1')
    .replace(/\r?\n/g, ' ');
}

/** A fenced Markdown code block whose fence is longer than any backtick run in the text. */
export function mdFence(text: string, lang = ''): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${cleanChars(text).replace(/\n$/, '')}\n${fence}`;
}

/**
 * An inline Markdown code span that shows the text verbatim (code spans take no backslash escapes or
 * entities): fenced by more backticks than any run inside, padded when the text starts or ends with a
 * backtick or a space, on one line. In a table cell pipes are escaped: GFM drops that backslash before it
 * reads the span.
 */
export function mdCode(s: string, inTable = false): string {
  let text = cleanChars(s).replace(/\r?\n/g, ' ');
  if (inTable) text = text.replace(/\|/g, '\\|');
  if (text === '') return '` `';
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}
