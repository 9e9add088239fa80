// docs/decisions/029-search-finds-what-people-type.md. Parts come from the exercises' own links, so the server and
// the offline web copy know the same parts.
import { choseongOf, isChoseongQuery, jamoOf, normalizeForSearch } from './korean';
import { qwertyToJamo } from './korean-keyboard';

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

export type PartLink = { bodyPartId: number; key?: string; koreanName?: string; primary?: boolean };

export type PartName = { bodyPartId: number; text: string; key: string; initials: string; jamo: string; hangul: boolean; alias: boolean };

const HANGUL = /[\uac00-\ud7a3]/;
const EXERCISE_SUFFIX = '운동';

export class PartNames {
  readonly names: PartName[] = [];
  private readonly members = new Map<number, { doc: number; primary: boolean }[]>();

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

  /** 초성 only of a part's own name, whole, two or more: short 초성 strings would catch ordinary 초성 searches. */
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

  isName(keyword: string): boolean {
    const q = normalizeForSearch(keyword);
    return this.names.some((n) => n.key === q);
  }

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
