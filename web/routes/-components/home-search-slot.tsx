/**
 * SLOT — home search form ('어떤 운동이 궁금하신가요?', keyword chips, clear button).
 * Reserved for the search issue, which owns /searchworkout; renders nothing until then.
 */
export function HomeSearchSlot() {
  return null;
}
