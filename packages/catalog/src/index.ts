export * from './ingredient';
export * from './ingredients';
export * from './recipe-source';
export * from './recipe';
export * from './recipes';
export * from './recipe-image';
export * from './catalog-checks';
