export * from './macros';
export * from './diets';
