import type { ReactNode } from 'react';

/** A screen that is not built yet says what will be there; it never shows made-up data. */
export function Placeholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="placeholder">
      <h1>{title}</h1>
      <div className="placeholder-body">
        <p className="soon">Not built yet. This is what will be here:</p>
        {children}
      </div>
    </section>
  );
}
