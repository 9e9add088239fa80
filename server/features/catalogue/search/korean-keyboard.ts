// The 2-set (두벌식) keyboard: Korean typed with the IME off (영타, 'tmznjxm' for 스쿼트) read back as the
// jamo keys the search compares.

/** The 2-set (두벌식) layout: the jamo each key types; shifted keys give the tense consonants and ㅒ/ㅖ. */
const KEY_TO_JAMO: Record<string, string> = {
  q: 'ㅂ',
  w: 'ㅈ',
  e: 'ㄷ',
  r: 'ㄱ',
  t: 'ㅅ',
  y: 'ㅛ',
  u: 'ㅕ',
  i: 'ㅑ',
  o: 'ㅐ',
  p: 'ㅔ',
  a: 'ㅁ',
  s: 'ㄴ',
  d: 'ㅇ',
  f: 'ㄹ',
  g: 'ㅎ',
  h: 'ㅗ',
  j: 'ㅓ',
  k: 'ㅏ',
  l: 'ㅣ',
  z: 'ㅋ',
  x: 'ㅌ',
  c: 'ㅊ',
  v: 'ㅍ',
  b: 'ㅠ',
  n: 'ㅜ',
  m: 'ㅡ',
  Q: 'ㅃ',
  W: 'ㅉ',
  E: 'ㄸ',
  R: 'ㄲ',
  T: 'ㅆ',
  O: 'ㅒ',
  P: 'ㅖ',
};

/** 'tmznjxm' → 'ㅅㅡㅋㅜㅓㅌㅡ' (the jamo keys of 스쿼트); null when a character is not a layout key. */
export function qwertyToJamo(text: string): string | null {
  let out = '';
  for (const ch of text) {
    const jamo = KEY_TO_JAMO[ch] ?? KEY_TO_JAMO[ch.toLowerCase()];
    if (!jamo) return null;
    out += jamo;
  }
  return out;
}
