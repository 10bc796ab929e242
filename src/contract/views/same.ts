/**
 * Compile-time proof that a view schema and its core type describe the same thing: each view file
 * holds `const check: Same<z.infer<typeof schema>, CoreType> = true`, which stops compiling the
 * moment either side drifts.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
