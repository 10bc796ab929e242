/**
 * The effect language: what a card's oracle text compiles to. Plain JSON (serialisable, diffable),
 * so a variant's game state can hold it and a test can compare it with `toEqual`.
 *
 * Every ability is a list of {@link Effect}s; every effect has a `kind`, and the registry in
 * `registry.ts` is a `Record<EffectKind, …>` so each kind has an interpreter hook and a bot hook.
 */

/** A number printed on the card, or X (chosen when the spell is cast / the ability activated). */
export type Amount = number | 'X';

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';

/** The object types a filter can name. `player` and `opponent` are players, the rest are objects. */
export type ObjectType =
  | 'creature'
  | 'player'
  | 'opponent'
  | 'planeswalker'
  | 'artifact'
  | 'enchantment'
  | 'land'
  | 'permanent'
  | 'spell'
  | 'instant'
  | 'sorcery'
  | 'card';

/** Which objects or players a reference may pick: "nonblack creature", "creature you don't control". */
export interface Filter {
  /** For spells and cards: the card types named before the noun ("creature spell", "instant card"). */
  cardTypes?: ObjectType[];
  /** "basic land", "legendary creature". */
  supertypes?: ('basic' | 'legendary' | 'snow')[];
  /** "non-Zombie": creature types excluded. */
  notSubtypes?: string[];
  /** Any of these types (e.g. `creature or player` -> ['creature', 'player']): the head noun(s). */
  types: ObjectType[];
  /**
   * Type words before the noun without "or", each required (AND): "artifact creature" →
   * `types: ['creature'], allTypes: ['artifact']` (an artifact that is a creature).
   */
  allTypes?: ObjectType[];
  /** Creature subtypes or other words naming a kind: "Goblin", "Wall". */
  subtypes?: string[];
  colors?: Color[];
  notColors?: Color[];
  notTypes?: ObjectType[];
  /** Who controls it: for permanents on the battlefield and spells on the stack (CR 108.4). */
  controller?: 'you' | 'opponent';
  /**
   * Whose graveyard, hand or library a card is in (CR 108.3: cards there are owned, not controlled):
   * "from your graveyard" → `zone: 'graveyard', owner: 'you'`; "from a graveyard" → zone only.
   */
  owner?: 'you' | 'opponent';
  /** Where a card is (for "target creature card in your graveyard"); default the battlefield. */
  zone?: 'graveyard' | 'hand' | 'library' | 'stack';
  /** Every one must hold (AND): "untapped creature without flying" → ['untapped', 'withoutFlying']. */
  state?: ('tapped' | 'untapped' | 'attacking' | 'blocking' | 'flying' | 'withoutFlying')[];
  /** At least one must hold (OR): "attacking or blocking creature" → ['attacking', 'blocking']. */
  stateAny?: ('tapped' | 'untapped' | 'attacking' | 'blocking' | 'flying' | 'withoutFlying')[];
  /** "with power 2 or less", "with converted mana cost 3 or less". */
  power?: { atMost?: number; atLeast?: number };
  toughness?: { atMost?: number; atLeast?: number };
  manaValue?: { atMost?: number; atLeast?: number };
  /** "other": everything except the source. */
  other?: boolean;
}

/** Who or what an effect acts on. */
export type Ref =
  | { ref: 'target'; filter: Filter; count?: Amount; upTo?: boolean }
  | { ref: 'each'; filter: Filter }
  | { ref: 'self' }
  | { ref: 'you' }
  | { ref: 'enchanted' }
  | { ref: 'equipped' }
  /** "that creature", "it": the object the previous part of the same ability referred to. */
  | { ref: 'it' }
  /**
   * "its controller", "that player": the controller of the object referred to before, or the player
   * referred to before when that was a player (CR 109.5).
   */
  | { ref: 'itsController' }
  /** "defending player" (CR 506.2). */
  | { ref: 'defendingPlayer' }
  /** "a creature you control" (not targeted): the player chooses on resolution. */
  | { ref: 'choose'; filter: Filter; count: Amount };

/** How long a change lasts: this turn, as long as its source is there, or through the next untap step. */
export type Duration = 'endOfTurn' | 'permanent' | 'nextUntap';

/** A condition an ability checks: "if you control a Forest", "unless its controller pays {3}". */
export type Condition =
  /** "as long as you control a Griffin creature" (`atLeast`: "eight or more lands"). */
  | { cond: 'control'; filter: Filter; atLeast?: number }
  /** "as long as you have 30 or more life" */
  | { cond: 'lifeAtLeast'; amount: number }
  /** "as long as it's your turn" */
  | { cond: 'yourTurn' }
  | { cond: 'unlessPays'; mana: string; who: 'itsController' | 'you' }
  | { cond: 'kicked' }
  /** Spell mastery (ORI): "If there are two or more instant and/or sorcery cards in your graveyard". */
  | { cond: 'graveyardCount'; filter: Filter; atLeast: number }
  /** "… if it's blue": the object `what` matches `filter` when the ability resolves. */
  | { cond: 'is'; what: Ref; filter: Filter };

export type { Keyword, OtherKeyword } from './keywords';
import type { Keyword } from './keywords';

/** What a made creature looks like: a token as created, or a permanent as it becomes a creature. */
export interface CreatureLook {
  power: number;
  toughness: number;
  colors: Color[];
  subtypes: string[];
  keywords: Keyword[];
  artifact?: boolean;
}

/** One thing a card does (one-shot) or is (static). */
export type Effect =
  // -- keywords and statics (what a permanent is)
  | {
      kind: 'keyword';
      keyword: Keyword;
      /** landwalk: the land type; protection: colour(s); enchant: filter */ of?: string;
    }
  /** "+N/+N": until end of turn (pump) or as long as the source is there (anthem, aura). */
  | { kind: 'modifyPT'; what: Ref; power: Amount; toughness: Amount; duration: Duration; condition?: Condition }
  /** "gains flying until end of turn", "Enchanted creature has trample". */
  | { kind: 'grantKeyword'; what: Ref; keywords: Keyword[]; duration: Duration; of?: string; condition?: Condition }
  | {
      kind: 'restrict';
      what: Ref;
      /** blockNonFlying: "can block only creatures with flying"; attackAlone: "can't attack alone". */
      /** activate: "its activated abilities can't be activated". */
      cannot: (
        'attack' | 'block' | 'beBlocked' | 'untap' | 'blockNonFlying' | 'attackAlone' | 'blockAlone' | 'activate'
      )[];
      /** "can't be blocked by Walls / by red creatures": only blockers matching this are refused. */
      by?: Filter;
      /** "can't attack unless defending player controls an Island". */
      unlessDefenderControls?: Filter;
      /** "can't be blocked except by Walls": only blockers matching this may block. */
      exceptBy?: Filter;
      duration: Duration;
    }
  /** "~ can't be blocked by more than one creature." */
  | { kind: 'blockedByAtMostOne'; what: Ref }
  /** "All creatures able to block ~ do so." (Lure) */
  | { kind: 'lure'; what: Ref }
  /** "~'s power and toughness are each equal to the number of creatures you control." (CR 208.2a) */
  /** `only`: "~'s power is equal to …" (the other stays as printed). */
  | { kind: 'ptEqualsCount'; what: Ref; count: Filter; only?: 'power' | 'toughness' }
  | { kind: 'noMaxHandSize' }
  /** "You may choose not to untap ~ during your untap step." (CR 502.3) */
  | { kind: 'mayNotUntap'; what: Ref }
  /** "~ can block an additional creature each combat" (1) / "any number of creatures" ('any'). */
  | { kind: 'extraBlocks'; what: Ref; count: number | 'any' }
  /** "~ attacks each turn if able." (CR 508.1d) */
  | { kind: 'mustAttack'; what: Ref; duration?: Duration }
  /** "~ enters the battlefield tapped." / "… with N +1/+1 counters on it." (CR 614.1c) */
  | {
      kind: 'entersWith';
      tapped?: boolean;
      counter?: string;
      count?: Amount;
      /** "… enters the battlefield tapped unless you control a Plains or an Island." */
      unlessControl?: Filter;
    }
  /** "~ can't be countered." */
  | { kind: 'uncounterable' }
  /** "Spells you cast cost {1} less" (negative: less). */
  | { kind: 'costChange'; spells: Filter; by: number; whose: 'you' | 'opponent' | 'each' }
  // -- one-shot effects
  | { kind: 'damage'; amount: Amount; to: Ref; from: Ref }
  | { kind: 'counters'; what: Ref; counter: string; count: Amount }
  | { kind: 'destroy'; what: Ref; noRegenerate?: boolean }
  | { kind: 'exile'; what: Ref }
  | { kind: 'bounce'; what: Ref }
  | { kind: 'tap'; what: Ref }
  | { kind: 'untap'; what: Ref }
  | { kind: 'draw'; who: Ref; count: Amount }
  | { kind: 'discard'; who: Ref; count: Amount; random?: boolean }
  | { kind: 'gainLife'; who: Ref; amount: Amount }
  | { kind: 'loseLife'; who: Ref; amount: Amount }
  | ({ kind: 'createToken'; count: Amount; tapped?: boolean } & CreatureLook)
  | { kind: 'fight'; what: Ref; other: Ref }
  | { kind: 'searchBasicLand'; count: Amount; to: 'hand' | 'battlefield'; tapped?: boolean; upTo?: boolean }
  /** A tutor (CR 701.19): "Search your library for a creature card, reveal it, put it into your hand, then shuffle." */
  | {
      kind: 'searchLibrary';
      filter: Filter;
      count: Amount;
      to: 'hand' | 'battlefield' | 'libraryTop';
      tapped?: boolean;
      upTo?: boolean;
    }
  | { kind: 'counterSpell'; what: Ref; condition?: Condition }
  /** Adds one of `options` (CR 106.4): `['{G}']`, `['{R}', '{G}']`; "any color" lists all five. */
  | { kind: 'addMana'; options: string[]; /** who gets it when not "you" ("its controller adds {G}{G}") */ who?: Ref }
  | { kind: 'regenerate'; what: Ref }
  | { kind: 'sacrifice'; who: Ref; what: Filter | 'self'; count: Amount }
  | { kind: 'mill'; who: Ref; count: Amount }
  | { kind: 'returnFromGraveyard'; what: Ref; to: 'hand' | 'battlefield'; tapped?: boolean }
  | { kind: 'scry'; count: Amount }
  /** CR 615: "Prevent the next N damage that would be dealt to any target this turn." */
  | { kind: 'preventDamage'; to: Ref; amount: Amount }
  /** "Prevent all combat damage that would be dealt this turn." (Fog) */
  | { kind: 'preventAllCombatDamage' }
  /** Circle of Protection: "The next time a red source of your choice would deal damage to you this turn, prevent that damage." */
  | { kind: 'preventNextFromSource'; color?: Color }
  | { kind: 'gainControl'; what: Ref; duration: Duration }
  /** shuffle: "Shuffle ~ into its owner's library." */
  | { kind: 'putOnLibrary'; what: Ref; position: 'top' | 'bottom' | 'shuffle' }
  /** "Each player can't cast more than one spell each turn." */
  | { kind: 'spellLimit'; perTurn: number }
  | {
      kind: 'extraTurn';
      /** "Target player takes an extra turn after this one"; default you */ who?: Ref;
      /** "takes two extra turns"; default 1 */ count?: number;
    }
  /** Manlands and animated artifacts: "~ becomes a 3/3 green Ape creature with trample until end of turn. It's still a land." */
  | ({ kind: 'becomeCreature'; what: Ref; duration: Duration } & CreatureLook)
  /** "Choose one —" (CR 700.2): one mode (or `choose` modes) of several. */
  | { kind: 'modal'; choose: number; modes: Effect[][] }
  /** "… at the beginning of the next turn's upkeep": a delayed trigger (CR 603.7). */
  | { kind: 'delayed'; at: 'nextUpkeep' | 'nextEndStep' | 'endOfCombat'; effects: Effect[] }
  /** "Look at the top N cards of your library, then put them back in any order." */
  | { kind: 'arrangeTop'; count: Amount }
  /** "… unless you pay {1}" / "unless its controller pays {2}": the effects happen unless the payer pays. */
  | { kind: 'unlessPaid'; payer: Ref; mana: string; effects: Effect[] }
  /** "sacrifice it unless you discard a card": the effects happen unless `who` does `instead`. */
  | { kind: 'unless'; who: Ref; instead: Effect[]; effects: Effect[] }
  /** "you may": the controller chooses whether the inner effects happen. */
  | { kind: 'optional'; effects: Effect[]; /** "you may pay {1}. If you do, …" */ pay?: string }
  /** "… for each creature you control": the inner effects' amounts are multiplied by the count. */
  | { kind: 'forEach'; per: Filter; effects: Effect[] }
  /** "…, where X is the number of Swamps you control": X in the inner effects is that count. */
  | { kind: 'defineX'; count: Filter; effects: Effect[] }
  /** "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card." */
  | { kind: 'chooseDiscard'; who: Ref; filter: Filter; count: Amount }
  | { kind: 'lookAtHand'; who: Ref }
  /** "If …, …": the inner effects happen only when the condition holds. */
  | { kind: 'conditional'; condition: Condition; effects: Effect[] }
  /** "… equal to its power / toughness": X in the inner effects is that object's power or toughness. */
  | { kind: 'defineXAs'; quantity: 'power' | 'toughness'; of: Ref; effects: Effect[] }
  /** "You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1c) */
  | { kind: 'assignAsUnblocked'; what: Ref }
  /** Leylines: "If ~ is in your opening hand, you may begin the game with it on the battlefield." (CR 103.6) */
  | { kind: 'beginInPlay' }
  /** "Spend only black mana on X." (CR 107.3) */
  | { kind: 'spendOnlyColorOnX'; color: Color }
  /** `Enchanted creature has "{T}: This creature deals 1 damage to any target."` (CR 113.1a): a quoted ability granted. */
  | { kind: 'grantAbility'; what: Ref; ability: Ability; duration: Duration }
  /** "Target creature loses flying until end of turn." */
  | { kind: 'loseKeyword'; what: Ref; keywords: Keyword[]; duration: Duration }
  /** "You may put a creature card from your hand onto the battlefield." */
  | { kind: 'putFromHand'; filter: Filter; tapped?: boolean }
  /** "Prevent all (combat) damage that would be dealt to (and dealt by) ~": a static prevention shield (CR 615). */
  | { kind: 'preventAllTo'; what: Ref; combatOnly: boolean; alsoDealtBy: boolean }
  /** "Look at the top N cards of your library. Put M of them into your hand and the rest …" */
  | { kind: 'dig'; count: Amount; take: number; rest: 'graveyard' | 'bottom' }
  /** "Target opponent skips their next combat phase." (CR 500.11) */
  | { kind: 'skipCombat'; who: Ref }
  /** "You can't cast creature spells", "Your opponents can't cast spells this turn". */
  | { kind: 'cantCast'; who: 'you' | 'opponent'; spells: Filter; duration: Duration }
  /** "Copy target instant or sorcery spell. You may choose new targets for the copy." (CR 707.10) */
  | { kind: 'copySpell'; what: Ref; newTargets: boolean }
  /** "End the turn." (CR 723) */
  | { kind: 'endTurn' }
  /** "You may play up to three additional lands this turn", "Each player may play an additional land during each of their turns" (CR 305.2). */
  | { kind: 'extraLand'; who: 'you' | 'each'; count: number; duration: Duration }
  /** "You may shuffle your library." (as "optional"), "Target player shuffles their graveyard into their library" (`graveyard`). */
  | { kind: 'shuffle'; who: Ref; graveyard?: boolean }
  /** "~ can't be the target of blue or black spells", "Creatures can't be the targets of spells" (CR 115). */
  | { kind: 'untargetable'; what: Ref; by: Filter }
  /** "Target creature blocks this turn if able." (CR 509.1c) */
  | { kind: 'mustBlock'; what: Ref; duration: Duration }
  /** "Target player discards their hand." */
  | { kind: 'discardHand'; who: Ref };

export type EffectKind = Effect['kind'];

/** Costs of an activated ability (and the additional costs of a spell). */
export type Cost =
  | { cost: 'tap' }
  | { cost: 'untap' }
  | { cost: 'mana'; mana: string }
  | { cost: 'sacrifice'; what: 'self' | Filter; count: number }
  /** `filter`: "Discard a land card". */
  | { cost: 'discard'; count: number; random?: boolean; filter?: Filter }
  /** "Exile ~" (Brittle Effigy). */
  | { cost: 'exileSelf' }
  | { cost: 'payLife'; amount: number }
  /** "Pay half your life, rounded up" (CR 107.1a) */
  | { cost: 'payHalfLife' }
  | { cost: 'exileFromGraveyard'; count: number }
  /** "Exile ~ from your graveyard": the ability works from the graveyard (Soul of Innistrad). */
  | { cost: 'exileSelfFromGraveyard' }
  | { cost: 'removeCounters'; counter: string; count: number }
  /** A planeswalker's loyalty ability: "+1:", "-3:", "-X:" (CR 606). */
  | { cost: 'loyalty'; amount: Amount }
  | { cost: 'tapUntapped'; what: Filter; count: number };

export type Trigger =
  | { on: 'enters' | 'dies' | 'leaves' | 'attacks' | 'entersOrAttacks'; what: Ref }
  | { on: 'cycled' }
  | { on: 'turnedFaceUp' }
  | { on: 'attacksUnblocked'; what: Ref }
  /** `by`: only when the other creature in the block matches ("becomes blocked by a nonblack creature"). */
  | { on: 'blocksOrBecomesBlocked'; what: Ref; by?: Filter }
  | { on: 'blocks'; what: Ref; by?: Filter }
  | { on: 'becomesBlocked'; what: Ref; by?: Filter }
  | { on: 'dealtDamage'; what: Ref }
  | { on: 'attacksOrBlocks'; what: Ref }
  | { on: 'upkeep'; whose: 'you' | 'each' | 'opponent' }
  | { on: 'endStep'; whose: 'you' | 'each' | 'opponent' }
  | { on: 'drawStep'; whose: 'you' | 'each' }
  | { on: 'dealsDamage'; what: Ref; to: 'any' | 'player' | 'opponent' | 'creature'; combat: boolean }
  | { on: 'cast'; spells: Filter; whose: 'you' | 'opponent' | 'each' }
  | { on: 'attacksAlone'; what: Ref }
  | { on: 'gainLife'; whose: 'you' | 'opponent' }
  | { on: 'becomesTapped'; what: Ref }
  /** "When you control no Islands" (a state trigger, CR 603.8). */
  | { on: 'controlNone'; filter: Filter }
  | { on: 'becomesTarget'; what: Ref }
  /** "Whenever a player taps a land for mana", "Whenever enchanted land is tapped for mana". */
  | { on: 'tappedForMana'; what: Ref; whose: 'you' | 'opponent' | 'each' }
  | { on: 'discard'; whose: 'you' | 'opponent' | 'each' }
  | { on: 'draw'; whose: 'you' | 'opponent' | 'each' }
  /** "Whenever you cast a white spell or a Plains enters the battlefield under your control": either event. */
  | { on: 'either'; triggers: Trigger[] };

/** One paragraph of oracle text, compiled. */
export type Ability =
  | { type: 'spell'; effects: Effect[] }
  /** "As an additional cost to cast ~, sacrifice a creature." (CR 601.2b) */
  | { type: 'additionalCost'; costs: Cost[] }
  | { type: 'static'; effects: Effect[] }
  | { type: 'triggered'; trigger: Trigger; effects: Effect[]; condition?: Condition }
  | {
      type: 'activated';
      costs: Cost[];
      effects: Effect[];
      sorcerySpeed?: boolean;
      oncePerTurn?: boolean;
      /** "Activate this ability only during your upkeep / your turn." */
      timing?: 'yourUpkeep' | 'yourTurn' | 'yourTurnBeforeAttackers';
    };

/** The result of compiling one card: the abilities understood and the sentences that were not. */
export interface CompiledCard {
  /** A multi-faced card has none here: each face's abilities are on that face (never one merged list). */
  abilities: Ability[];
  /** The original sentences (reminder text removed) the parser did not understand; of every face. */
  unknown: string[];
  /** Split, adventure, flip, transform and modal double-faced cards: one entry per face, in printed order. */
  faces?: CompiledFace[];
}

/** One face compiled on its own, with its own cost and type line (CR 709.2, 711.1, 712.1, 715.2). */
export interface CompiledFace {
  name: string;
  manaCost: string;
  typeLine: string;
  abilities: Ability[];
  unknown: string[];
  verdict: Verdict;
}

export type Verdict = 'full' | 'partial' | 'none';

export interface CardVerdict {
  verdict: Verdict;
  unknown: string[];
  /** Multi-faced cards: the verdict of each face. */
  faces?: { name: string; verdict: Verdict; unknown: string[] }[];
}
