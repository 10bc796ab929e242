import type { ReactNode } from 'react';

/**
 * A button that starts a backend call: disabled while the call runs (or when `disabled`), and
 * saying what it is doing meanwhile (`busyText`) in place of its label.
 */
export function BusyButton({
  busy,
  busyText,
  onClick,
  disabled = false,
  submit = false,
  className = 'btn',
  testId,
  children,
}: {
  busy: boolean;
  busyText: string;
  /** Without it the button submits its form (`submit`). */
  onClick?: () => void | Promise<void>;
  disabled?: boolean;
  submit?: boolean;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={className}
      onClick={onClick && (() => void onClick())}
      disabled={busy || disabled}
      data-testid={testId}
    >
      {busy ? busyText : children}
    </button>
  );
}
