/** The executor contract: one function per effect kind (a `Record`, so a new kind cannot be forgotten). */
import type { XEffect } from '../defs';
import type { ExecCtx } from '../refs';

/** 'done': next effect; 'wait': a decision was asked; `push`: run these effects next (a sub-list). */
export type ExecResult = 'done' | 'wait' | { push: XEffect[]; x?: number; mult?: number };

export type Exec<K extends XEffect['kind']> = (x: ExecCtx, e: Extract<XEffect, { kind: K }>) => ExecResult;

export type ExecTable = { [K in XEffect['kind']]?: Exec<K> };
