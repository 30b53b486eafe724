/**
 * The largest consumers of a V8 heap snapshot (a .heapsnapshot file), as DevTools' Summary view groups
 * them: objects by constructor, and strings, arrays, compiled code and the rest by their kind. Sizes
 * are shallow (each object's own bytes), summed per group.
 */
import fs from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface Consumer {
  name: string;
  bytes: number;
  count: number;
}

/** What a node is counted as: its constructor for objects and closures, else its kind. */
function groupOf(type: string, name: string): string {
  if (type === 'object' || type === 'closure') return name.slice(0, 50) || `(anonymous ${type})`;
  if (type === 'native') return `native ${name.replace(/^system \/ /, '').slice(0, 40)}`;
  return `(${type})`;
}

/** Every group of a snapshot, and the heap's total (what a full collection left: V8 takes one first). */
export function heapGroups(file: string): { total: number; groups: Map<string, Consumer> } {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = new Map<string, Consumer>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const bytes = snap.nodes[i + sizeAt];
    total += bytes;
    const name = groupOf(types[snap.nodes[i + typeAt]], snap.strings[snap.nodes[i + nameAt]]);
    const group = groups.get(name) ?? { name, bytes: 0, count: 0 };
    group.bytes += bytes;
    group.count += 1;
    groups.set(name, group);
  }
  return { total, groups };
}

export function topConsumers(file: string, count = 10): { total: number; top: Consumer[] } {
  const { total, groups } = heapGroups(file);
  const top = [...groups.values()].sort((a, b) => b.bytes - a.bytes).slice(0, count);
  return { total, top };
}

/** The groups that grew most from one snapshot to a later one: where a leak would show. */
export function topGrowers(
  before: Map<string, Consumer>,
  after: Map<string, Consumer>,
  count = 8,
): Consumer[] {
  return [...after.values()]
    .map((group) => {
      const was = before.get(group.name) ?? { bytes: 0, count: 0 };
      return { name: group.name, bytes: group.bytes - was.bytes, count: group.count - was.count };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
