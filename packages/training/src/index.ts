export * from './weights';
export * from './one-rep-max';
export * from './sessions';
export * from './records';
export * from './progression';
export * from './plates';
export * from './warm-ups';
