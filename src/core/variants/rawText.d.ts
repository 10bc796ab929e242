/** Vite's `?raw` imports (the docs tests read docs/variants/*.md as text; core may not use node:fs). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
