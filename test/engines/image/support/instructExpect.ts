// What a client observes of an instruction read: the steps it makes, numbers compared to nine
// places (a factor of 1/3, an amount of 0.1), or the refusal's reason and the words it names.
import { interpretInstruction, type Step } from '../../../../engines/image/instruct/index.ts';
import { EngineError } from '../../../../engines/shared/errors.ts';

export function expectSteps(instruction: string, expected: ReadonlyArray<Partial<Step>>): void {
  const steps = interpretInstruction(instruction);
  expect(steps).toHaveLength(expected.length);
  expected.forEach((want, i) => {
    const { factor, amount, ...rest } = want as { factor?: number; amount?: number };
    expect(steps[i]).toMatchObject(rest);
    if (factor !== undefined) expect((steps[i] as { factor: number }).factor).toBeCloseTo(factor, 9);
    if (amount !== undefined) expect((steps[i] as { amount: number }).amount).toBeCloseTo(amount, 9);
  });
}

export function expectRefusal(instruction: string, reason: string, names: RegExp | null): void {
  let error: unknown = null;
  try {
    interpretInstruction(instruction);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).reason).toBe(reason);
  if (names) expect((error as EngineError).message).toMatch(names);
}
