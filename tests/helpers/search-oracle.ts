// The search oracle of server/features/catalogue/search/search-property.app.test.ts: the documented ranking (search-engine.ts,
// catalogue.service.ts: exact > prefix > alias > contains > 초성 > jamo > 영타 > every word somewhere; ties by
// popularity, then id) written as a plain scan of every exercise, sharing no code with the engine: it
// decomposes Hangul with Unicode NFD and compares 두벌식 keystrokes instead of jamo strings. Also the
// queries a member might type (fast-check), built from the catalogue's names.
import fc from 'fast-check';
import type { Db } from '../../db/client';
import { SEARCH_PAGE_SIZE } from '../../server/features/catalogue/catalogue.shared';
// Data, not code: the part aliases the search knows (docs/decisions/029-search-finds-what-people-type.md).
import { PART_ALIASES } from '../../server/features/catalogue/search/search-parts';

// ---- the oracle ------------------------------------------------------------------------------------

type Doc = { id: number; koreanName: string; englishName: string; aliases: readonly string[]; popularity: number };
export type Exercise = Doc & { parts: { bodyPartId: number; primary: boolean }[] };

/** The search key of a text: NFC, lower case, only Hangul, a–z and digits ('벤치 프레스' = '벤치프레스'). */
const key = (text: string) =>
  [...text.normalize('NFC').toLowerCase()].filter((ch) => /[0-9a-z]/.test(ch) || (ch >= '가' && ch <= '힣') || (ch >= 'ㄱ' && ch <= 'ㆎ')).join('');

const LEADS = [...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'];
const VOWELS = [...'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'];
const TAILS = [...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];
/** What each letter is typed with on a 두벌식 keyboard (compound letters take two keys). */
const KEYSTROKES: Record<string, string> = {
  ...Object.fromEntries([...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'].map((j, i) => [j, 'rRseEfaqQtTdwWczxvg'[i]!])),
  ...Object.fromEntries([...'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ'].map((j, i) => [j, 'koiOjpuPhynbml'[i]!])),
  ...{ ㄳ: 'rt', ㄵ: 'sw', ㄶ: 'sg', ㄺ: 'fr', ㄻ: 'fa', ㄼ: 'fq', ㄽ: 'ft', ㄾ: 'fx', ㄿ: 'fv', ㅀ: 'fg', ㅄ: 'qt' },
  ...{ ㅘ: 'hk', ㅙ: 'ho', ㅚ: 'hl', ㅝ: 'nj', ㅞ: 'np', ㅟ: 'nl', ㅢ: 'ml' },
};

/** A syllable's letters by Unicode's canonical decomposition (leading consonant, vowel, optional tail). */
function letters(syllable: string): string[] {
  const [l, v, t] = [...syllable.normalize('NFD')].map((c) => c.codePointAt(0)!);
  return [LEADS[l! - 0x1100]!, VOWELS[v! - 0x1161]!, ...(t ? [TAILS[t - 0x11a8]!] : [])];
}
const isSyllable = (ch: string) => ch >= '가' && ch <= '힣';

/**
 * A text as 두벌식 keystrokes, two characters per token so matches align to tokens: \u0001+key for each key
 * pressed, \u0002+char for anything that is not a Hangul letter (digits, Latin, old letters).
 */
function keystrokes(text: string): string {
  let out = '';
  for (const ch of text) {
    const keys = isSyllable(ch)
      ? letters(ch)
          .map((l) => KEYSTROKES[l]!)
          .join('')
      : KEYSTROKES[ch];
    out += keys === undefined ? `\u0002${ch}` : [...keys].map((k) => `\u0001${k}`).join('');
  }
  return out;
}
const initials = (text: string) => [...text].map((ch) => (isSyllable(ch) ? letters(ch)[0] : ch)).join('');

/** What a query is compared with: an exercise's names as search keys, spelled as keystrokes, and their 초성. */
type Prepared = { doc: Doc; ko: string; en: string; aliases: string[]; spelled: string[]; koInitials: string };
const prepared = new WeakMap<Doc, Prepared>();
function prepare(doc: Doc): Prepared {
  let p = prepared.get(doc);
  if (!p) {
    const ko = key(doc.koreanName);
    const aliases = doc.aliases.map(key).filter(Boolean);
    p = { doc, ko, en: key(doc.englishName), aliases, spelled: [ko, ...aliases].map(keystrokes), koInitials: initials(ko) };
    prepared.set(doc, p);
  }
  return p;
}

/** What is looked for: the query's search key and, where they apply, its 초성, keystrokes and 영타 readings. */
type Query = { q: string; onlyInitials: boolean; typed: string | null; imeOff: string[] };
function query(raw: string): Query | null {
  const q = key(raw);
  if (!q) return null;
  const latin = raw.normalize('NFC').replace(/[^A-Za-z]/g, '');
  // Korean typed with the IME off: all letters; shift counts only where it types another letter (ㅃ ㅉ ㄸ ㄲ ㅆ ㅒ ㅖ).
  const imeOff =
    /^[a-z]{2,}$/.test(q) && latin.length === q.length
      ? [[...latin].map((c) => (/[QWERTOP]/.test(c) ? c : c.toLowerCase())).join(''), latin.toLowerCase()].map((v) => [...v].map((k) => `\u0001${k}`).join(''))
      : [];
  return { q, onlyInitials: [...q].every((ch) => LEADS.includes(ch)), typed: /[가-힣ㄱ-ㆎ]/.test(q) ? keystrokes(q) : null, imeOff };
}

/** The rank of one exercise for one query (lower is better), or null when it does not match. */
function rank(doc: Doc, { q, onlyInitials, typed, imeOff }: Query): number | null {
  const { ko, en, aliases, spelled, koInitials } = prepare(doc);
  if (ko.includes(q) || en.includes(q) || aliases.some((a) => a.includes(q))) {
    if (ko === q || en === q) return 0; // exact name
    if (ko.startsWith(q) || en.startsWith(q)) return 1; // start of a name
    if (aliases.some((a) => a.startsWith(q))) return 2; // an alias, or its start
    return 3; // anywhere in a name or alias
  }
  if (onlyInitials) return koInitials.includes(q) ? 4 : null; // 초성 only: ㅂㅊ → 벤치
  if (typed !== null && spelled.some((s) => s.includes(typed))) return 5; // half-typed syllables: 스쿠 → 스쿼트
  if (imeOff.some((keys) => spelled.some((s) => s.startsWith(keys)))) return 6; // 영타, from the start of a name or alias
  return null;
}

/** Every exercise, ranked; when the whole query matches nothing, those matching every word of it. */
export function bruteForceSearch(docs: readonly Doc[], keyword: string): number[] {
  const whole = query(keyword);
  if (!whole) return [];
  let hits = docs.flatMap((doc) => {
    const r = rank(doc, whole);
    return r === null ? [] : [{ doc, r }];
  });
  const words = keyword.split(/\s+/).flatMap((w) => query(w) ?? []);
  if (hits.length === 0 && words.length > 1) hits = docs.filter((doc) => words.every((w) => rank(doc, w) !== null)).map((doc) => ({ doc, r: 7 }));
  return hits.sort((a, b) => a.r - b.r || b.doc.popularity - a.doc.popularity || a.doc.id - b.doc.id).map((h) => h.doc.id);
}

/** A body part as the oracle reads it from the database. */
export type Part = { bodyPartId: number; key: string; koreanName: string };

/**
 * The parts a keyword names (ADR 029), by keystrokes: a name or alias whole (or before '운동'); the start of a
 * Korean name or alias, two or more characters with a syllable in them; the whole 초성 of a part's own name,
 * two or more; or a name typed with the IME off, whole.
 */
function bruteForceParts(parts: readonly Part[], keyword: string): number[] {
  const whole = key(keyword);
  if (!whole) return [];
  const forms = whole.length > 2 && whole.endsWith('운동') ? [whole, whole.slice(0, -2)] : [whole];
  const latin = keyword.normalize('NFC').replace(/[^A-Za-z]/g, '');
  const imeOff = latin.length >= 2 && latin.length === whole.length ? [...latin.toLowerCase()].map((k) => `\u0001${k}`).join('') : null;
  const hasSyllable = (text: string) => [...text].some(isSyllable);
  return parts
    .filter((part) =>
      [part.koreanName, ...(PART_ALIASES[part.key] ?? [])].some((name, at) => {
        const n = key(name);
        if (!n) return false;
        if (imeOff !== null && keystrokes(n) === imeOff) return true;
        return forms.some(
          (f) =>
            n === f ||
            ([...f].length >= 2 && hasSyllable(f) && hasSyllable(n) && keystrokes(n).startsWith(keystrokes(f))) ||
            (at === 0 && [...f].length >= 2 && [...f].every((ch) => LEADS.includes(ch)) && initials(n) === f),
        );
      }),
    )
    .map((p) => p.bodyPartId)
    .sort((a, b) => a - b);
}

/**
 * searchExercises by hand: a keyword ranks, a body part filters; no keyword lists (primary movers of the part
 * first). A keyword naming parts (`parts` given): exact-name hits, then the parts' exercises (primary movers of
 * any of them first, by popularity), then the other hits.
 */
export function bruteForcePage(exercises: readonly Exercise[], input: { keyword: string; bodyPartId: number; page: number }, parts: readonly Part[] = []) {
  const trains = (e: Exercise) => input.bodyPartId === 0 || e.parts.some((p) => p.bodyPartId === input.bodyPartId);
  const primary = (e: Exercise) => (e.parts.some((p) => p.bodyPartId === input.bodyPartId && p.primary) ? 0 : 1);
  const byId = new Map(exercises.map((e) => [e.id, e]));
  const keywordHits = () => {
    const hits = bruteForceSearch(exercises, input.keyword);
    const named = bruteForceParts(parts, input.keyword);
    if (named.length === 0) return hits;
    const q = key(input.keyword);
    const exact = hits.filter((id) => key(byId.get(id)!.koreanName) === q || key(byId.get(id)!.englishName) === q);
    const ofParts = exercises
      .filter((e) => e.parts.some((p) => named.includes(p.bodyPartId)))
      .sort(
        (a, b) =>
          Number(!a.parts.some((p) => p.primary && named.includes(p.bodyPartId))) - Number(!b.parts.some((p) => p.primary && named.includes(p.bodyPartId))) ||
          b.popularity - a.popularity ||
          a.id - b.id,
      )
      .map((e) => e.id);
    return [...new Set([...exact, ...ofParts, ...hits])];
  };
  const matches = input.keyword.trim()
    ? keywordHits()
        .map((id) => byId.get(id)!)
        .filter(trains)
    : exercises.filter(trains).sort((a, b) => (input.bodyPartId ? primary(a) - primary(b) : 0) || b.popularity - a.popularity || a.id - b.id);
  const start = (input.page - 1) * SEARCH_PAGE_SIZE;
  return {
    ids: matches.slice(start, start + SEARCH_PAGE_SIZE).map((e) => e.id),
    total: matches.length,
    pageCount: Math.ceil(matches.length / SEARCH_PAGE_SIZE),
  };
}

function groupBy<T>(rows: T[], by: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) out.set(by(row), [...(out.get(by(row)) ?? []), row]);
  return out;
}

/** The body parts of a database, read with SQL. */
export function partsIn(db: Db): Part[] {
  return (db.sqlite!.prepare('SELECT id, key, korean_name FROM body_parts ORDER BY id').all() as { id: number; key: string; korean_name: string }[]).map(
    (r) => ({
      bodyPartId: r.id,
      key: r.key,
      koreanName: r.korean_name,
    }),
  );
}

/** The active exercises of a database, read with SQL (not through the catalogue store). */
export function exercisesIn(db: Db): Exercise[] {
  const sql = db.sqlite!;
  const rows = sql.prepare('SELECT id, korean_name, english_name, popularity FROM exercises WHERE retired_at IS NULL ORDER BY id').all() as {
    id: number;
    korean_name: string;
    english_name: string;
    popularity: number;
  }[];
  const aliases = sql.prepare('SELECT exercise_id, alias FROM exercise_aliases').all() as { exercise_id: number; alias: string }[];
  const parts = sql.prepare('SELECT exercise_id, body_part_id, is_primary FROM exercise_body_parts').all() as {
    exercise_id: number;
    body_part_id: number;
    is_primary: number;
  }[];
  const aliasesOf = groupBy(aliases, (a) => a.exercise_id);
  const partsOf = groupBy(parts, (p) => p.exercise_id);
  return rows.map((r) => ({
    id: r.id,
    koreanName: r.korean_name,
    englishName: r.english_name,
    popularity: r.popularity,
    aliases: (aliasesOf.get(r.id) ?? []).map((a) => a.alias),
    parts: (partsOf.get(r.id) ?? []).map((p) => ({ bodyPartId: p.body_part_id, primary: p.is_primary === 1 })),
  }));
}

// ---- queries --------------------------------------------------------------------------------------

/** Keys that type a text's Hangul on a 두벌식 keyboard ('스쿼' → 'tmznj'), for the 영타 queries. */
const typedWithImeOff = (text: string) =>
  [...text]
    .filter(isSyllable)
    .flatMap(letters)
    .map((l) => KEYSTROKES[l])
    .join('');

/** A syllable cut short while typing: its leading consonant alone, or without its tail (쿼 → ㅋ, 쿠…). */
function halfTyped(syllable: string): string[] {
  const [l, v] = [...syllable.normalize('NFD')].map((c) => c.codePointAt(0)!);
  return [LEADS[l! - 0x1100]!, String.fromCodePoint(0xac00 + ((l! - 0x1100) * 21 + (v! - 0x1161)) * 28)];
}

export function queries(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.constantFrom(...names);
  const piece = fc.tuple(name, fc.nat(), fc.nat()).map(([n, a, b]) => {
    const chars = [...n];
    const start = a % chars.length;
    return chars.slice(start, start + 1 + (b % (chars.length - start))).join('');
  });
  const syllables = [...new Set(names.flatMap((n) => [...n].filter(isSyllable)))];
  const typo = fc.tuple(piece, fc.nat()).map(([p, i]) => {
    const chars = [...p];
    const last = chars.at(-1)!;
    if (!isSyllable(last)) return p;
    return chars.slice(0, -1).join('') + halfTyped(last)[i % 2];
  });
  return fc
    .oneof(
      piece, // partial words, whole names, aliases
      piece.map((p) => p.toUpperCase()),
      piece.map((p) => p.replace(/\s+/g, '')),
      typo, // 스쿠 (스쿼), 벤ㅊ
      piece.map(initials).filter((p) => p.length > 0), // 초성 (and whatever is not Hangul, kept)
      piece.map((p) => [...initials(p)].filter((c) => LEADS.includes(c)).join('')),
      piece.map(typedWithImeOff), // 영타
      piece.map((p) => typedWithImeOff(p).toUpperCase()),
      fc.tuple(piece, piece).map(([a, b]) => `${a} ${b}`), // every word somewhere
      fc.tuple(piece, fc.constantFrom('press', 'ㅍㄹㅅ', '덤벨', 'curl', '2', 'x')).map(([a, b]) => `${a} ${b}`),
      fc.string({ unit: fc.constantFrom(...syllables, ...'ㄱㄴㄷㅂㅅㅇㅈㅊㅋㅌㅍㅎㅏㅓㅗㅜㅘ', ...'abcdeklmnprstwxyzQT', ' ', '-', '1'), maxLength: 8 }),
      fc.constantFrom('', ' ', '!!', 'ㅂㅊ', 'ㅂㅊㅍㄹㅅ', '벤치 press', 'tmznjxm', 'TMZNJXM', 'qpscl', '랫풀', '사레레', 'ㄳ', 'ㅘ'),
    )
    .map((q) => q.slice(0, 50));
}
