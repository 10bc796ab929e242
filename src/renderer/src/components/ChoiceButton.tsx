import type { ReactNode } from 'react';

/** One of a row of choices: the main ones solid, the others `secondary`; none can be pressed while `busy`. */
export function ChoiceButton(props: {
  primary: boolean;
  busy: boolean;
  onClick(): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.primary ? 'btn' : 'btn secondary'}
      disabled={props.busy}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}
