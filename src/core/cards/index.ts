export * from './card';
export * from './typeLine';
export * from './names';
export * from './manaCost';
export * from './stableId';
export * from './scryfall';
export * from './mtgjson';
export * from './packs';
