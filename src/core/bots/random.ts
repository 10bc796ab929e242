import { pick, type Bot } from '../engine';

/** Uniform over the legal actions (passing included). */
export const randomBot: Bot = {
  id: 'random',
  choose: ({ legal, rng }) => pick(rng, legal),
};
