// Body-part names in a keyword: '가슴' (or 'ㄱㅅ', 'rktma', '가슴 운동', '흉근') names the chest, so the search
// lists the chest's exercises too (docs/decisions/029-search-finds-what-people-type.md). The parts and
// their names come from the exercises' own links (every exercise names the parts it trains), so the server
// and the web client's offline copy know the same parts without another input.
import { choseongOf, isChoseongQuery, jamoOf, normalizeForSearch } from './korean';
import { qwertyToJamo } from './korean-keyboard';

/**
 * Other names members use for a part, by the part's catalogue key (the catalogue has none of its own):
 * the anatomy words, the gym words and the English names. A name shared by several parts ('팔', '하체')
 * is listed under each.
 */
export const PART_ALIASES: Readonly<Record<string, readonly string[]>> = {
  chest: ['흉근', '대흉근', '가슴근육', 'chest', 'pecs'],
  back: ['광배', '광배근', '등근육', 'back', 'lats'],
  shoulders: ['삼각근', '어깨근육', 'shoulder', 'shoulders', 'delts'],
  biceps: ['이두근', '알통', '팔', 'biceps'],
  triceps: ['삼두근', '팔', 'triceps'],
  abs: ['복부', '배', '코어', '복근운동', 'abs', 'core'],
  glutes: ['둔근', '힙', '하체', 'glutes'],
  quads: ['대퇴사두', '대퇴사두근', '앞벅지', '하체', 'quads'],
  hamstrings: ['햄스트링', '뒷벅지', '하체', 'hamstrings'],
  calves: ['카프', '하체', 'calves', 'calf'],
};

/** The shape of a document's part links the search reads: ids always, names when the catalogue has them. */
export type PartLink = { bodyPartId: number; key?: string; koreanName?: string; primary?: boolean };

/** One searchable name of a part: its key (normalised), 초성 and jamo, and how it is shown. */
export type PartName = { bodyPartId: number; text: string; key: string; initials: string; jamo: string; hangul: boolean; alias: boolean };

const HANGUL = /[\uac00-\ud7a3]/;
/** '가슴 운동', '가슴운동': the part named before '운동' (exercise). */
const EXERCISE_SUFFIX = '운동';

export class PartNames {
  readonly names: PartName[] = [];
  /** Per part id, the documents (indexes, in rank order) that train it, primary movers marked. */
  private readonly members = new Map<number, { doc: number; primary: boolean }[]>();

  /** `docs` in rank order (popularity, then id). */
  constructor(docs: readonly { bodyParts?: readonly PartLink[] }[]) {
    const named = new Map<number, { koreanName: string; key: string | undefined }>();
    docs.forEach((doc, index) => {
      for (const link of doc.bodyParts ?? []) {
        const list = this.members.get(link.bodyPartId) ?? [];
        list.push({ doc: index, primary: link.primary === true });
        this.members.set(link.bodyPartId, list);
        if (link.koreanName && !named.has(link.bodyPartId)) named.set(link.bodyPartId, { koreanName: link.koreanName, key: link.key });
      }
    });
    for (const [bodyPartId, { koreanName, key }] of named) {
      const aliases = (key && PART_ALIASES[key]) ?? [];
      for (const text of [koreanName, ...aliases]) {
        const k = normalizeForSearch(text);
        if (k) this.names.push({ bodyPartId, text, key: k, initials: choseongOf(k), jamo: jamoOf(k), hangul: HANGUL.test(k), alias: text !== koreanName });
      }
    }
  }

  /**
   * The parts a keyword names, in catalogue id order: a name or alias typed whole (spaces and case
   * ignored, '운동' after it allowed), the start of a Korean name or alias of two or more characters ('허벅지'
   * → 앞 and 뒤, '가스' half-typed, '대퇴'), the whole 초성 of a part's own name, two or more ('ㄱㅅ'; not of
   * the aliases, nor a start: short 초성 strings would catch ordinary 초성 searches), or a name typed with
   * the IME off ('rktma').
   */
  named(keyword: string): number[] {
    const whole = normalizeForSearch(keyword);
    if (!whole) return [];
    const found = new Set<number>();
    const forms = whole.length > EXERCISE_SUFFIX.length && whole.endsWith(EXERCISE_SUFFIX) ? [whole, whole.slice(0, -EXERCISE_SUFFIX.length)] : [whole];
    const latin = keyword.normalize('NFC').replace(/[^A-Za-z]/g, '');
    const typed = latin.length >= 2 && latin.length === whole.length ? qwertyToJamo(latin.toLowerCase()) : null;
    for (const q of forms) {
      const long = [...q].length >= 2;
      const initials = long && isChoseongQuery(q);
      const jamo = long && HANGUL.test(q) ? jamoOf(q) : null;
      for (const name of this.names) {
        if (
          name.key === q ||
          (name.hangul && jamo !== null && name.jamo.startsWith(jamo)) ||
          (!name.alias && initials && name.initials === q) ||
          (typed !== null && name.jamo === typed)
        ) {
          found.add(name.bodyPartId);
        }
      }
    }
    return [...found].sort((a, b) => a - b);
  }

  /** Whether a keyword is, spaces and case aside, exactly one of the parts' names. */
  isName(keyword: string): boolean {
    const q = normalizeForSearch(keyword);
    return this.names.some((n) => n.key === q);
  }

  /**
   * The documents training any of the parts: those for which one of them is a primary mover first, then
   * the rest, each group in rank order (as the body-part tab lists one part: browse-lists.ts).
   */
  list(bodyPartIds: readonly number[]): number[] {
    const primary = new Set<number>();
    const any = new Set<number>();
    for (const id of bodyPartIds) {
      for (const { doc, primary: p } of this.members.get(id) ?? []) {
        any.add(doc);
        if (p) primary.add(doc);
      }
    }
    const ordered = [...any].sort((a, b) => a - b);
    return [...ordered.filter((d) => primary.has(d)), ...ordered.filter((d) => !primary.has(d))];
  }
}
