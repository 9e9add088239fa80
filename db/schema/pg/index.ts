export * from './catalogue';
export * from './recommendations';
export * from './routines';
export * from './throttle';
export * from './users';
export * from './training';
