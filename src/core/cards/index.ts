export * from './card';
export * from './typeLine';
export * from './names';
export * from './manaCost';
