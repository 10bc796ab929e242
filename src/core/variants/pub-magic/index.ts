/** Pub Magic (rules file 002): the variant, its pile builder and its types. */
export { pubMagic } from './variant';
export { buildPile, classicPile, CLASSIC_CARDS, pileMix, pileSize } from './pile';
export { defaultPubMagicConfig, parsePubMagicConfig, PUB_MAGIC_SEATS } from './config';
export { pubTypesOf, totalOf, neighbours, seatName } from './cards';
export type * from './types';
