export * from './errors';
export * from './health';
export * from './newsletter';
