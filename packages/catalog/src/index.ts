/**
 * Built-in content: ingredients, recipes, yoga poses, exercises and articles, each as typed
 * data validated by tests. Empty until the food catalog lands.
 */
export {};
