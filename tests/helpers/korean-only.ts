// "Whole Korean": a message a member can see has no Latin letters, apart from the few words the product's
// own texts use on purpose (each justified below). The bad-input sweeps (tests/security/bad-input*.test.ts)
// hold every refusal to it, so a library's English (zod's 'array', 'int', 'string' …) cannot slip through.
import type { HttpAnswer } from './calls';
import { visibleMessage } from './security';

/**
 * What may stay Latin, removed before looking for Latin letters:
 * - a unit right after a number, 'kg' or 'cm' ('1~99.9kg', '80cm 이상'): docs/product.md gives body measurements and
 *   weights in kg, and the legacy sign-up's texts, kept word for word (docs/decisions/002-legacy-shim-choices.md
 *   point 2), say '적절하지 않은 신장: 80cm 이상, 350cm 이하';
 * - '너무 짧은 password: 8자리 이상 필요': that legacy sign-up's password refusal, also kept word for word
 *   for the legacy clients that show it (server/features/user/user.legacy.ts);
 * - 'Strong', 'Hevy' and 'CSV' in gym mode's import: the names of the apps a member exports from and of
 *   the file they export, as those apps and our own import screen show them ('Strong이나 Hevy에서 내보낸 CSV
 *   파일', docs/decisions/011-gym-mode.md point 4).
 */
const ALLOWED: RegExp[] = [/(?<=\d)(?:kg|cm)\b/g, /^너무 짧은 password: 8자리 이상 필요$/, /\b(?:Strong|Hevy|CSV)(?=[가-힣\s]|$)/g];

/** The Latin words left in `message` once the allowed ones are taken out ([] when it is whole Korean). */
export function latinWordsIn(message: string): string[] {
  const rest = ALLOWED.reduce((text, allowed) => text.replace(allowed, ''), message);
  return rest.match(/[A-Za-z]+/g) ?? [];
}

/**
 * Every text of a refusal a member may see: the message (tRPC error.message, the legacy statusMessage or a
 * bare text answer) and, on tRPC, the per-field messages the web forms put under their inputs.
 */
function visibleTexts(res: HttpAnswer): string[] {
  const texts = [visibleMessage(res)];
  try {
    const fieldErrors = (JSON.parse(res.body) as { error?: { data?: { fieldErrors?: Record<string, string[]> } } }).error?.data?.fieldErrors;
    for (const messages of Object.values(fieldErrors ?? {})) texts.push(...messages);
  } catch {
    // A bare text answer: its text is the message.
  }
  return texts;
}

/** The Latin words of every visible text of `res`, each with its text ([] when all are whole Korean). */
export function latinInRefusal(res: HttpAnswer): string[] {
  return visibleTexts(res).flatMap((text) => latinWordsIn(text).map((word) => `${word} in ${JSON.stringify(text)}`));
}
