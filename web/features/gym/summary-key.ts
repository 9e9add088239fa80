/** The cache key of a finished workout's summary (the finish answer, or rebuilt from the history). */
export const summaryKey = (sessionId: number) => ['gym-summary', sessionId] as const;
