// "If urgent, A; if routine, B": two conditions with no subject, one after the other, may be the
// outcomes of one question (urgent or routine) or two questions in turn (febrile, then
// hypotensive); which is meant is world knowledge, so neither is drawn: the request is refused,
// naming both, never read as one question inside the other's Yes branch.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { refusal } from './support.ts';

describe('two conditions in a row with no subject', () => {
  test.each([
    'Triage by a nurse. If urgent, see within 2 weeks; if routine, see within 18 weeks. Clinic appointment.',
    'Triage by a nurse. If urgent, see within 2 weeks. If routine, see within 18 weeks.',
    'Receive the referral → triage by a nurse → if urgent, see within 2 weeks; if routine, within 18 weeks → clinic appointment.',
  ])('"%s" is refused, naming both', (prompt) => {
    const { reason, message } = refusal(prompt);
    expect(reason).toBe('FLOWCHART_TEXT_UNPLACED');
    expect(message).toMatch(/urgent/i);
    expect(message).toMatch(/routine/i);
  });

  test('a condition and its opposite ("low grade" / "high grade") stay one question', () => {
    const graph = interpret('Grade the tumour. If low grade, monitor; if high grade, operate.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
  });

  test('conditions with their subject named are read as before', () => {
    const graph = interpret('Triage by a nurse. If the referral is urgent, see within 2 weeks. If it is routine, see within 18 weeks.', []);
    expect(graph.nodes.filter((n) => n.role === 'decision')).toHaveLength(1);
  });
});
