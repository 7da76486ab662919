/**
 * The shape every Hindi catalogue must have: the English catalogue's keys, each a string. A key missing from the
 * Hindi file (or one it has that English lacks) is a type error; `tests/unit/i18n-catalogues.test.ts` checks the
 * same at run time, with the keys no code uses.
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> }
