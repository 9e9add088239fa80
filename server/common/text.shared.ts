// Input hygiene shared by every schema that takes free text (docs/security.md decision 10).

/** Lone surrogates, NUL and C0/C1 controls (tab and newline included: no field here is multi-line). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenChars(value: string): boolean {
  return FORBIDDEN.test(value);
}

export function nfc(value: string): string {
  return value.normalize('NFC');
}

/** Nothing a reader sees: spaces, format and default-ignorable characters (U+200B, the Hangul fillers), marks alone. */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]*$/u;

/** The one rule for every name a member types: at least one visible character. */
export function hasVisibleChar(value: string): boolean {
  return !INVISIBLE.test(value);
}
