import { useState } from 'react';

/**
 * An editable quantity: saved on Enter or when focus leaves; 0 removes the row (after a confirm).
 * Give it key={quantity} so a changed quantity from the backend resets the text.
 */
export function QuantityInput({
  value,
  label,
  onSave,
}: {
  value: number;
  label: string;
  onSave: (quantity: number) => Promise<void>;
}) {
  const [text, setText] = useState(String(value));
  const [busy, setBusy] = useState(false);
  const commit = async () => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0) {
      setText(String(value));
      return;
    }
    if (n === value) return;
    if (n === 0 && !window.confirm(`Remove ${label} from the collection?`)) {
      setText(String(value));
      return;
    }
    setBusy(true);
    try {
      await onSave(n);
    } finally {
      setBusy(false);
    }
  };
  return (
    <input
      className="qty-input"
      type="number"
      min={0}
      value={text}
      disabled={busy}
      aria-label={`Quantity of ${label}`}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void commit();
        if (e.key === 'Escape') setText(String(value));
      }}
      onClick={(e) => e.stopPropagation()}
      data-testid="qty-input"
    />
  );
}
