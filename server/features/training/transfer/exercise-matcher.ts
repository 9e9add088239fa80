// Strong/Hevy names are English '<movement> (<equipment>)'. A fuzzy hit qualifies only when its movement ends in the
// same word ('Bench Press' may become a close-grip bench press, never 'Bench Dips').
import type { Catalogue } from '../../catalogue/catalogue.service';
import { CARDIO_NAMES, EQUIPMENT, HANGUL, key, unique, words } from './exercise-words';

export type ExerciseMatch = {
  exerciseId: number | null;
  koreanName: string | null;
  candidates: { exerciseId: number; koreanName: string }[];
};

type Entry = Catalogue['exercises'][number];

const CANDIDATES = 4;

class Matcher {
  private readonly names = new Map<string, Entry>();
  private readonly aliases = new Map<string, Entry>();
  private readonly english = new Map<number, { words: string[]; head: string; name: string }>();
  private readonly found = new Map<string, ExerciseMatch>();
  private readonly byKey = new Map<string, Entry>();

  constructor(private readonly catalogue: Catalogue) {
    const byPopularity = [...catalogue.exercises].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    const keep = (map: Map<string, Entry>, text: string, entry: Entry) => {
      const k = key(text);
      if (k !== '' && !map.has(k)) map.set(k, entry);
    };
    for (const entry of byPopularity) {
      if (!entry.retired) this.byKey.set(entry.key, entry);
      keep(this.names, entry.koreanName, entry);
      keep(this.names, entry.englishName, entry);
      const bracketed = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(entry.englishName);
      if (bracketed) {
        keep(this.names, bracketed[1]!, entry);
        keep(this.names, bracketed[2]!, entry);
      }
      const movement = words(bracketed ? bracketed[1]! : entry.englishName);
      this.english.set(entry.id, { words: movement, head: movement[movement.length - 1] ?? '', name: ` ${entry.englishName.toLowerCase()} ` });
    }
    for (const entry of byPopularity) for (const alias of entry.aliases) keep(this.aliases, alias, entry);
  }

  match(name: string): ExerciseMatch {
    let known = this.found.get(name);
    if (!known) {
      known = this.compute(name);
      // Names come from members' files: remember a bounded number.
      if (this.found.size >= 10_000) this.found.clear();
      this.found.set(name, known);
    }
    return known;
  }

  private compute(name: string): ExerciseMatch {
    const bracketed = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name);
    const bracket = bracketed ? bracketed[2]!.trim() : '';
    const movement = (bracketed ? bracketed[1]! : name).trim() || name;
    const loads = bracket ? EQUIPMENT[key(bracket)] : undefined;
    const equipment = loads === undefined ? '' : bracket.toLowerCase();
    // A bracket that names no equipment ('Bench Press (Close Grip)') is more of the movement.
    const movementText = bracket && loads === undefined ? `${bracket} ${movement}` : movement;

    const exactMovement = this.names.get(key(movement));
    const agrees = (entry: Entry | undefined) => entry && (!loads?.length || loads.includes(entry.loadModel));
    const cardio = CARDIO_NAMES[key(name)];
    const exact =
      (cardio === undefined ? undefined : this.byKey.get(cardio)) ??
      this.names.get(key(name)) ??
      (equipment ? (this.names.get(key(`${bracket} ${movement}`)) ?? this.names.get(key(`${movement} ${bracket}`))) : undefined) ??
      // The movement alone ('Hammer Curl (Cable)' → 'Hammer Curl') only when the equipment does not say otherwise.
      (agrees(exactMovement) ? exactMovement : undefined) ??
      this.aliases.get(key(name)) ??
      this.aliases.get(key(movement));

    const index = this.catalogue.index;
    let ranked: Entry[];
    if (HANGUL.test(name)) {
      ranked = this.entries(index.ids(name));
    } else {
      const fileWords = words(movementText);
      const head = fileWords[fileWords.length - 1];
      const pool = this.entries(unique([...index.ids(movementText), ...(head ? index.ids(head) : [])]));
      const scored = pool
        .map((entry, rank) => ({
          entry,
          rank,
          score: head ? this.score(entry, fileWords, head, equipment, loads ?? []) : null,
        }))
        .filter((s): s is { entry: Entry; rank: number; score: number } => s.score !== null);
      scored.sort((a, b) => b.score - a.score || a.rank - b.rank);
      ranked = scored.map((s) => s.entry);
    }
    const best = exact ?? ranked[0] ?? exactMovement ?? null;
    const candidates = unique([...(best ? [best.id] : []), ...ranked.map((e) => e.id)])
      .slice(0, CANDIDATES)
      .map((id) => ({ exerciseId: id, koreanName: this.catalogue.byId.get(id)!.koreanName }));
    return { exerciseId: best?.id ?? null, koreanName: best?.koreanName ?? null, candidates };
  }

  private score(entry: Entry, fileWords: string[], head: string, equipment: string, loads: readonly string[]): number | null {
    const english = this.english.get(entry.id);
    if (!english) return null;
    const theirs = new Set(english.words);
    const common = new Set(fileWords.filter((w) => theirs.has(w))).size;
    const recall = common / new Set(fileWords).size;
    if (english.head !== head && recall < 1) return null;
    const precision = common / theirs.size;
    let fit = loads.length === 0 ? 0 : loads.includes(entry.loadModel) ? 0.5 : -1;
    // The bracket's own word in the name ('Seated Row (Cable)' → 'Seated Cable Row') settles a tie.
    if (equipment && english.name.includes(` ${equipment} `)) fit += 0.25;
    return 2 * recall + precision + fit;
  }

  private entries(ids: number[]): Entry[] {
    return ids.map((id) => this.catalogue.byId.get(id)!).filter((e) => !e.retired);
  }
}

const matchers = new WeakMap<Catalogue, Matcher>();

export function matchExerciseName(catalogue: Catalogue, name: string): ExerciseMatch {
  let matcher = matchers.get(catalogue);
  if (!matcher) {
    matcher = new Matcher(catalogue);
    matchers.set(catalogue, matcher);
  }
  return matcher.match(name);
}
