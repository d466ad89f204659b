/** true when A and B are the same type: `const check: Same<A, B> = true` fails to compile when they drift apart. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** An answer whose body is its `data` (besides the envelope's code). */
export interface DataAnswer<T> {
  data: T;
}
