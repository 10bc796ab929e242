export * from './normalize';
export * from './matcher';
export * from './reads';
export * from './session';
export * from './collector';
