/** The cache key of a finished session's summary (the finish answer, or rebuilt from the history). */
export const summaryKey = (sessionId: number) => ['session-summary', sessionId] as const;
