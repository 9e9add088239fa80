export * from './catalogue';
export * from './recommendations';
export * from './routines';
export * from './users';
export * from './throttle';
