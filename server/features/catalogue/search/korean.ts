// Korean text tools for search: normalisation, 초성 (initial consonants) and jamo decomposition for
// half-typed syllables. Korean typed with the IME off (영타) is korean-keyboard.ts.

const SYLLABLE_BASE = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNGSEONG = ['ㅏ', 'ㅐ', 'ㅑ', 'ㅒ', 'ㅓ', 'ㅔ', 'ㅕ', 'ㅖ', 'ㅗ', 'ㅗㅏ', 'ㅗㅐ', 'ㅗㅣ', 'ㅛ', 'ㅜ', 'ㅜㅓ', 'ㅜㅔ', 'ㅜㅣ', 'ㅠ', 'ㅡ', 'ㅡㅣ', 'ㅣ'];
const JONGSEONG = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄱㅅ',
  'ㄴ',
  'ㄴㅈ',
  'ㄴㅎ',
  'ㄷ',
  'ㄹ',
  'ㄹㄱ',
  'ㄹㅁ',
  'ㄹㅂ',
  'ㄹㅅ',
  'ㄹㅌ',
  'ㄹㅍ',
  'ㄹㅎ',
  'ㅁ',
  'ㅂ',
  'ㅂㅅ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
/** Compound jamo typed on their own (e.g. a lone 'ㅘ' while typing) split into the basic keys. */
const COMPOUND_JAMO: Record<string, string> = {
  ㄳ: 'ㄱㅅ',
  ㄵ: 'ㄴㅈ',
  ㄶ: 'ㄴㅎ',
  ㄺ: 'ㄹㄱ',
  ㄻ: 'ㄹㅁ',
  ㄼ: 'ㄹㅂ',
  ㄽ: 'ㄹㅅ',
  ㄾ: 'ㄹㅌ',
  ㄿ: 'ㄹㅍ',
  ㅀ: 'ㄹㅎ',
  ㅄ: 'ㅂㅅ',
  ㅘ: 'ㅗㅏ',
  ㅙ: 'ㅗㅐ',
  ㅚ: 'ㅗㅣ',
  ㅝ: 'ㅜㅓ',
  ㅞ: 'ㅜㅔ',
  ㅟ: 'ㅜㅣ',
  ㅢ: 'ㅡㅣ',
};

const isSyllable = (code: number) => code >= SYLLABLE_BASE && code <= SYLLABLE_LAST;
const isCompatJamo = (ch: string) => ch >= 'ㄱ' && ch <= 'ㅣ';

/** NFC, lower-case, and only Hangul, ASCII letters and digits: '벤치 프레스' and '벤치프레스' become one key. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^0-9a-z\uac00-\ud7a3\u3131-\u318e]/g, '');
}

/** 초성 of each syllable; other characters are kept as they are. */
export function choseongOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += isSyllable(code) ? CHOSEONG[Math.floor((code - SYLLABLE_BASE) / 588)] : ch;
  }
  return out;
}

export function isChoseongQuery(query: string): boolean {
  return query.length > 0 && [...query].every((ch) => CHOSEONG.includes(ch));
}

/** Every syllable spelled out as basic jamo keys: '쿼' → 'ㅋㅜㅓ', so '스쿠' (typing 스쿼) is a prefix. */
export function jamoOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (isSyllable(code)) {
      const index = code - SYLLABLE_BASE;
      out += CHOSEONG[Math.floor(index / 588)]! + JUNGSEONG[Math.floor((index % 588) / 28)]! + JONGSEONG[index % 28]!;
    } else if (isCompatJamo(ch)) {
      out += COMPOUND_JAMO[ch] ?? ch;
    } else {
      out += ch;
    }
  }
  return out;
}
