export * from './errors';
export * from './health';
export * from './newsletter';
export * from './recipes';
export * from './contact';
export * from './meal-planner';
export * from './auth';
export * from './profile';
