/**
 * Control characters (C0 and DEL) in text that came from a URL or a form. PostgreSQL refuses a NUL byte
 * in any text value (the query fails), and the others have no place in a search, a name or a filter.
 */
function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/**
 * Whether typed text holds a character no keyboard types: NUL (which no text column can store), the other C0
 * controls and DEL. Tabs and line breaks are typed text (a message has paragraphs).
 */
export function hasUntypableCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** `text` without its control characters: what a search for "a<NUL>b" can safely look for ("ab"). */
export function withoutControlCharacters(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) if (!isControl(text.charCodeAt(i))) out += text[i];
  return out;
}
