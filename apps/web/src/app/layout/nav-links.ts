/** The navigation bar's links, in the order docs/product.md, "Layout on every page", lists them. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/mealplanner', label: 'Custom Meal Planner' },
  { to: '/aimeal', label: 'AI Meal Plans' },
  { to: '/yoga', label: 'Yoga' },
  { to: '/gym', label: 'Gym' },
  { to: '/ourstory', label: 'Our Story' },
] as const;
