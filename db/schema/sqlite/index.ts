export * from './catalogue';
export * from './client-mutations';
export * from './recommendations';
export * from './routines';
export * from './throttle';
export * from './training';
export * from './users';
