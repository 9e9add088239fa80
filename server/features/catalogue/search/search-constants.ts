// The search's constants, re-exported by catalogue.shared.ts: this file imports nothing, so the contract and
// the search (which reads the contract's types) do not import each other.

export const SEARCH_PAGE_SIZE = 12;

export const isBodyweight = (w: { loadModel: string }) => w.loadModel === 'bodyweight';
