export * from '../../server/features/catalogue/catalogue-data';
export { BODY_PARTS } from './body-parts';
export { EXERCISES } from './exercises';
export { MACHINES } from './machines';
