export * from './users';
export * from './catalogue';
