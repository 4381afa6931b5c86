// A request written as a letter or about its figure: the sign-off and the writer's name after it,
// and a sentence whose subject is the figure ("The figure should show how ..."), are no steps.
import { interpret } from '../../../engines/flowchart/interpret/index.ts';
import { labels } from './support.ts';

describe('the letter and the figure around the steps', () => {
  test('"Thanks!" and the name on the line after it are no steps', () => {
    expect(labels(interpret('Hi all,\n\nSoil cores are taken at 0–10 cm. Then sieve them to 2 mm. Then air-dry them.\n\nThanks!\nJo', []))).toEqual([
      'Soil cores are taken at 0–10 cm',
      'Sieve them to 2 mm',
      'Air-dry them',
    ]);
  });

  test('"The figure should show how a sample moves through the core." is about the figure, no step', () => {
    expect(labels(interpret('The figure should show how a sample moves through the core.\nSamples arrive at reception. Then barcode them. Then store them at −80 °C.', []))).toEqual([
      'Samples arrive at reception',
      'Barcode them',
      'Store them at −80 °C',
    ]);
  });

  test.each(['Figure 1 summarises the sample workflow.', 'Fig. 2 shows how a sample moves through the core.', 'Supplementary Figure S3 outlines the steps.'])(
    '"%s", a figure named by its number as the subject, is about the figure, no step',
    (sentence) => {
      expect(labels(interpret(`${sentence} Samples arrive at reception. Then barcode them. Then store them at −80 °C.`, []))).toEqual([
        'Samples arrive at reception',
        'Barcode them',
        'Store them at −80 °C',
      ]);
    },
  );

  test('"The figure shows these steps:" keeps the steps after its colon', () => {
    expect(labels(interpret('The diagram should show these steps: weigh the sample, dissolve it in water, filter it.', []))).toEqual([
      'Weigh the sample',
      'Dissolve it in water',
      'Filter it',
    ]);
  });

  test('"As discussed, here\'s how the referrals should flow:" introduces the steps after its colon; no box holds it', () => {
    expect(labels(interpret("Hi both, as discussed, here's how the referrals should flow: GP refers → triage nurse → clinic list. Thanks, Priya", []))).toEqual(['GP refers', 'Triage nurse', 'Clinic list']);
  });
});
