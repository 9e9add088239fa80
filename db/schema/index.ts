export * from './users';
export * from './catalogue';
export * from './routines';
export * from './recommendations';
