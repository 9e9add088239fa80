export const key = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^0-9a-z\uac00-\ud7a3\u3131-\u318e]/g, '');

export const EQUIPMENT: Record<string, readonly string[]> = {
  barbell: ['barbell'],
  ezbar: ['barbell'],
  ezcurlbar: ['barbell'],
  trapbar: ['barbell'],
  hexbar: ['barbell'],
  dumbbell: ['dumbbell'],
  dumbbells: ['dumbbell'],
  kettlebell: ['kettlebell'],
  cable: ['stack'],
  machine: ['stack', 'plates', 'plates_smith'],
  smithmachine: ['plates_smith'],
  smith: ['plates_smith'],
  plateloaded: ['plates'],
  plate: ['plates'],
  leveragemachine: ['plates', 'stack'],
  bodyweight: ['bodyweight'],
  weightedbodyweight: ['bodyweight'],
  assistedbodyweight: ['bodyweight'],
  weighted: ['bodyweight'],
  assisted: ['bodyweight', 'stack'],
  repsonly: ['bodyweight'],
  band: [],
  resistanceband: [],
  other: [],
  duration: [],
  cardio: [],
};

/** Their names say the activity, ours the machine, so words alone would not meet (docs/decisions/025-cardio-and-stretching.md). */
export const CARDIO_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    treadmill: ['Running (Treadmill)', 'Walking (Treadmill)', 'Treadmill', 'Treadmill Running', 'Treadmill Walking', 'Running', 'Walking', 'Jogging'],
    stationary_bike: ['Cycling (Indoor)', 'Cycling', 'Indoor Cycling', 'Spinning', 'Stationary Bike', 'Exercise Bike', 'Cycling (Stationary)'],
    recumbent_bike: ['Recumbent Bike', 'Cycling (Recumbent)', 'Recumbent Cycling'],
    rowing_machine: ['Rowing (Machine)', 'Rowing Machine', 'Rowing', 'Indoor Rowing', 'Rower', 'Rowing (Ergometer)'],
    stair_climber: [
      'Stair Climber',
      'Stair Climber (Machine)',
      'Stair Machine',
      'Stair Machine (Floors)',
      'Stair Machine (Steps)',
      'Stair Stepper',
      'Stairmaster',
      'Stepmill',
    ],
    elliptical: ['Elliptical Trainer', 'Elliptical Machine', 'Elliptical', 'Cross Trainer'],
  }).flatMap(([exerciseKey, names]) => names.map((name) => [key(name), exerciseKey])),
);

const EQUIPMENT_WORDS = new Set(['barbell', 'dumbbell', 'cable', 'machine', 'smith', 'kettlebell', 'bodyweight', 'ez']);

function stem(word: string): string {
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function words(text: string): string[] {
  const raw = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  const out: string[] = [];
  for (const w of raw) {
    if (w === 'up' && out.length > 0) out[out.length - 1] += 'up';
    else if (!EQUIPMENT_WORDS.has(w)) out.push(stem(w));
  }
  return out;
}

export const HANGUL = /[\uac00-\ud7a3\u3131-\u318e]/;

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
