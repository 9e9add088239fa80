// The tables of the active dialect (see db/dialect.ts).
export * from './sqlite/index';
