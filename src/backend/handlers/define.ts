import type { MethodName, MethodOutput, ParsedInput } from '../../contract';
import type { BackendContext } from '../context';
import type { Job } from '../jobs';

export type Handler<M extends MethodName> = (
  input: ParsedInput<M>,
  ctx: BackendContext,
  job: Job,
) => Promise<MethodOutput<M>> | MethodOutput<M>;

export type Handlers = { [M in MethodName]: Handler<M> };

/** Declares one feature's handlers, checked against the contract. */
export function defineHandlers<K extends MethodName>(handlers: Pick<Handlers, K>): Pick<Handlers, K> {
  return handlers;
}
