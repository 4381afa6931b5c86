// A step whose subject is named by a question's words ("Withdrawn samples", "Contaminated
// samples") goes on from the way on which those words hold, the question's Yes; when that way has
// ended, joining the step to the open No would say the opposite, and it is refused, named.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { edgeList, refusal } from './support.ts';

describe('a subject named by a question\'s words', () => {
  test('"Withdrawn samples are destroyed" after "Unless the participant withdraws consent, ..." goes on from Yes only', () => {
    const graph = interpret('Unless the participant withdraws consent, samples are stored for 10 years. Withdrawn samples are destroyed.', []);
    expect(edgeList(graph)).toEqual([
      'Does the participant withdraw consent? -> Samples are stored for 10 years [No]',
      'Does the participant withdraw consent? -> Withdrawn samples are destroyed [Yes]',
    ]);
  });

  test('"Allergic patients get clarithromycin" names the Yes of "Unless the patient is allergic ..." by an adjective of any ending', () => {
    const graph = interpret('Unless the patient is allergic to penicillin, start amoxicillin 500 mg three times daily; allergic patients get clarithromycin 500 mg twice daily. Review at 48 hours.', []);
    expect(edgeList(graph)).toEqual(
      expect.arrayContaining([
        'Is the patient allergic to penicillin? -> Start amoxicillin 500 mg three times daily [No]',
        'Is the patient allergic to penicillin? -> Allergic patients get clarithromycin 500 mg twice daily [Yes]',
      ]),
    );
    expect(edgeList(graph)).not.toContain('Start amoxicillin 500 mg three times daily -> Allergic patients get clarithromycin 500 mg twice daily');
  });

  test('"Contaminated samples are logged" after the contaminated way ended at "discard" is refused, named', () => {
    expect(refusal('If the sample is contaminated, discard it. Otherwise, extract DNA. Contaminated samples are logged in the deviation book.').message).toMatch(
      /"Is the sample contaminated\?" answers yes to/,
    );
  });
});

describe('a subject named by the opposite of a question\'s word', () => {
  test('"non-urgent samples are batched weekly" after "If it is urgent, process it the same day" goes on from No only', () => {
    const graph = interpret('When a new sample arrives, log it. If it is urgent, process it the same day; non-urgent samples are batched weekly. All samples are then archived.', []);
    expect(edgeList(graph)).toEqual(
      expect.arrayContaining(['Is it urgent? -> Process it the same day [Yes]', 'Is it urgent? -> Non-urgent samples are batched weekly [No]']),
    );
    expect(edgeList(graph)).not.toContain('Process it the same day -> Non-urgent samples are batched weekly');
  });

  test('"Non-urgent samples are batched weekly." as a sentence of its own goes on from No only; "All samples" joins both', () => {
    const graph = interpret('Log the sample. If it is urgent, process it the same day. Non-urgent samples are batched weekly. All samples are then archived.', []);
    expect(edgeList(graph)).not.toContain('Process it the same day -> Non-urgent samples are batched weekly');
    expect(edgeList(graph)).toEqual(expect.arrayContaining(['Is the sample urgent? -> Non-urgent samples are batched weekly [No]', 'Process it the same day -> All samples are then archived']));
  });
});

describe('a subject named by a noun of one branch\'s step', () => {
  test('"Majors patients are seen by a doctor" after "No - wait in majors" goes on from that branch only', () => {
    const graph = interpret('Triage nurse assesses. Red flags? Yes - straight to resus. No - wait in majors. Majors patients are seen by a doctor within 4 h.', []);
    expect(edgeList(graph)).toContain('Wait in majors -> Majors patients are seen by a doctor within 4 h');
    expect(edgeList(graph).filter((e) => e.startsWith('Straight to resus ->'))).toEqual([]);
  });

  test('"Blood samples are spun" after "take blood" on one branch and "take a swab" on the other goes on from the blood branch', () => {
    const graph = interpret('If the patient is febrile, take blood for culture; otherwise take a throat swab. Blood samples are spun within 1 h.', []);
    expect(edgeList(graph)).toContain('Take blood for culture -> Blood samples are spun within 1 h');
    expect(edgeList(graph).some((e) => e.startsWith('Take a throat swab ->'))).toBe(false);
  });
});
