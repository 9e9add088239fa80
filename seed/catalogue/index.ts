export * from './types';
export { BODY_PARTS } from './body-parts';
export { MACHINES } from './machines';
export { EXERCISES } from './exercises';
