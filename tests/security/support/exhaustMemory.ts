/** A worker task that keeps every block it allocates: it ends only at its thread's memory ceiling. */
export default function exhaustMemory(): number {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 1_000_000 }, (_, i) => i));
}
