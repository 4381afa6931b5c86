// The bindings of an edit: which words of the instruction made which change. `applyInstruction`
// (index.ts) accounts for every word in a Bindings of its own and returns only the new spec;
// until it returns its bindings as `interpretRequest` does, they are recorded here as they are
// made: Bindings.add is wrapped for the length of one synchronous call. JavaScript runs one call
// at a time, so no other reading can add to what is recorded, and the method is put back even
// when the instruction is refused.
import type { ChartSpec } from '../spec.ts';
import type { TableWords } from './columns.ts';
import { applyInstruction } from './index.ts';
import { Bindings, type Binding } from './reading.ts';

export function applyInstructionWithBindings(parent: ChartSpec, text: string, columns: readonly string[] | TableWords): { spec: ChartSpec; bindings: Binding[] } {
  const made = new Set<Bindings>();
  const add = Object.getOwnPropertyDescriptor(Bindings.prototype, 'add')!;
  Object.defineProperty(Bindings.prototype, 'add', {
    ...add,
    value(this: Bindings, start: number, end: number, part: string): void {
      made.add(this);
      (add.value as Bindings['add']).call(this, start, end, part);
    },
  });
  try {
    const spec = applyInstruction(parent, text, columns);
    const bindings = [...made].flatMap((b) => b.list).sort((a, b) => a.start - b.start || a.end - b.end);
    return { spec, bindings };
  } finally {
    Object.defineProperty(Bindings.prototype, 'add', add);
  }
}
