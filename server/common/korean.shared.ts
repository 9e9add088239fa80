// Korean particles that depend on the last sound of a word (을/를, 이/가, 와/과, (으)로 …), for generated text:
// the recommender's explanations and the web's messages ('스쿼트로 바꿨어요'). No zod: the web imports it.

// How each digit is read: 영 일 이 삼 사 오 육 칠 팔 구 → which end in a final consonant, and which in ㄹ.
const DIGIT_BATCHIM = [true, true, false, true, false, false, true, true, true, false];
const DIGIT_RIEUL = [false, true, false, false, false, false, false, true, true, false];

/** null: the sound is not known (a Latin letter …), so both forms are written: '을(를)', '(으)로'. */
function lastSound(word: string): { batchim: boolean; rieul: boolean } | null {
  const ch = word.trim().slice(-1);
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return { batchim: jong !== 0, rieul: jong === 8 };
  }
  if (ch >= '0' && ch <= '9') return { batchim: DIGIT_BATCHIM[+ch]!, rieul: DIGIT_RIEUL[+ch]! };
  if (/kg$/i.test(word)) return { batchim: true, rieul: false }; // 킬로그램
  if (ch === '%') return { batchim: false, rieul: false }; // 퍼센트
  return null;
}

const BOTH: Record<Particle, string> = {
  '을/를': '을(를)',
  '은/는': '은(는)',
  '이/가': '이(가)',
  '와/과': '와(과)',
  '으로/로': '(으)로',
  '이라/라': '(이)라',
  '이에요/예요': '(이)에요.',
};

export type Particle = '을/를' | '은/는' | '이/가' | '와/과' | '으로/로' | '이라/라' | '이에요/예요';

/** word + the right particle: josa('엉덩이', '을/를') → '엉덩이를', josa('35kg', '으로/로') → '35kg으로'. */
export function josa(word: string, particle: Particle): string {
  const sound = lastSound(word);
  if (!sound) return word + BOTH[particle];
  const { batchim, rieul } = sound;
  switch (particle) {
    case '을/를':
      return word + (batchim ? '을' : '를');
    case '은/는':
      return word + (batchim ? '은' : '는');
    case '이에요/예요':
      return word + (batchim ? '이에요.' : '예요.');
    case '이/가':
      return word + (batchim ? '이' : '가');
    case '와/과':
      return word + (batchim ? '과' : '와');
    case '이라/라':
      return word + (batchim ? '이라' : '라');
    case '으로/로':
      return word + (batchim && !rieul ? '으로' : '로');
  }
}
