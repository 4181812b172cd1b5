// What a report may not carry so its marks render where no emoji font is installed: emoji code points.

/** Code points drawn as emoji (by default, or with the variation selector U+FE0F). */
const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2705}\u{274C}\u{2B50}\u{FE0F}]|\p{Emoji_Presentation}/u;

/** The emoji code points in `text`, each once, as "U+XXXX ch". */
export function emojiIn(text: string): string[] {
  return [...new Set([...text].filter((ch) => EMOJI.test(ch)))].map(
    (ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()} ${ch}`,
  );
}
