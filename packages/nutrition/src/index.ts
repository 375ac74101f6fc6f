export * from './macros';
export * from './diets';
export * from './food-categories';
export * from './nutrition-facts';
export * from './diet-rules';
export * from './calorie-calculator';
export * from './exclusions';
export * from './resolved-targets';
