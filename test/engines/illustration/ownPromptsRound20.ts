// A twentieth round of illustration prompts, written blind (before reading the reader) in
// researchers' voices across fields, in the shapes the held-out half misreads: graphical abstracts
// whose background and finding sentences must not be drawn, several relations in one sentence,
// captions for several things, parts of one of several things, comparisons of two to four
// things, flows that branch or merge, cycles; chatty and non-native voices. Each with the scene
// a careful reader would draw (test/corpora/illustrations/README.md) and what the reader
// delivers: `drawn` (that scene exactly) or `refused`. Never silently wrong.
// Measured before any change for them: 27 drawn, 19 refused, 6 silently wrong (a quoted caption
// cut at "E. coli", "A vs B vs C" read as two, two captions given to the last of two things, a
// loop named out of order read as a flow, a thing passed "through" dropped, "the hypothalamus
// signals" read as one thing); after: 34 drawn, 18 refused, none silently wrong.
import type { CaptionedPrompt } from './ownPromptsRound16.ts';
import { chain, compare, compareAll, flow, loop, set, single } from './support/scenes.ts';

export const OWN_PROMPTS_ROUND_20: CaptionedPrompt[] = [
  // ecology
  {
    prompt: "Graphical abstract for our Ecology Letters paper. Pollinator declines threaten crop yields across Europe, and wildflower strips are often proposed as a remedy. We surveyed 40 farms over three years. Please show a wildflower strip with an arrow to a bumblebee, and an arrow from the bumblebee to an oilseed rape field labelled 'yield +12%'.",
    expect: flow(['wildflower strip', 'bumblebee', 'oilseed rape field'], chain(['wildflower strip', 'bumblebee', 'oilseed rape field']), { labels: { 'oilseed rape field': 'yield +12%' } }),
    outcome: 'drawn',
  },
  { prompt: 'Food web for a lecture slide: phytoplankton are eaten by zooplankton, zooplankton by herring, and herring by seals and by puffins.', expect: flow(['phytoplankton', 'zooplankton', 'herring', 'seals', 'puffins'], [['phytoplankton', 'zooplankton'], ['zooplankton', 'herring'], ['herring', 'seals'], ['herring', 'puffins']]), outcome: 'refused' },
  { prompt: 'Compare a grazed meadow and an ungrazed meadow, and label the sward height in each', expect: compare('grazed meadow', 'ungrazed meadow', { parts: { 'grazed meadow': ['sward height'], 'ungrazed meadow': ['sward height'] } }), outcome: 'drawn' },
  { prompt: 'Carbon cycle — atmospheric CO2 is fixed by plants, plants are eaten by herbivores, herbivores are broken down by decomposers, and decomposers release it back to atmospheric CO2.', expect: loop(['atmospheric CO2', 'plants', 'herbivores', 'decomposers'], { title: 'Carbon cycle' }), outcome: 'refused' },
  { prompt: 'Before vs after restoration: a degraded peatland on the left, a rewetted peatland on the right', expect: compare('degraded peatland', 'rewetted peatland'), outcome: 'drawn' },
  { prompt: 'Satellite images and field plots → random forest model → biomass map', expect: flow(['satellite images', 'field plots', 'random forest model', 'biomass map'], [['satellite images', 'random forest model'], ['field plots', 'random forest model'], ['random forest model', 'biomass map']]), outcome: 'drawn' },
  { prompt: 'A lake, a forest and a village, no arrows between them', expect: set(['lake', 'forest', 'village']), outcome: 'drawn' },
  { prompt: 'Show a bee next to a flower', expect: set(['bee', 'flower']), outcome: 'drawn' },
  // chemistry
  { prompt: 'Reaction scheme for my SI: benzaldehyde and acetophenone react to give chalcone, which is then reduced to the dihydrochalcone.', expect: flow(['benzaldehyde', 'acetophenone', 'chalcone', 'dihydrochalcone'], [['benzaldehyde', 'chalcone'], ['acetophenone', 'chalcone'], ['chalcone', 'dihydrochalcone']]), outcome: 'refused' },
  { prompt: 'A galvanic cell with the zinc anode, copper cathode, salt bridge and voltmeter labelled', expect: single('galvanic cell', ['zinc anode', 'copper cathode', 'salt bridge', 'voltmeter']), outcome: 'drawn' },
  { prompt: 'Catalytic cycle for the Suzuki coupling: oxidative addition → transmetalation → reductive elimination → back to oxidative addition', expect: loop(['oxidative addition', 'transmetalation', 'reductive elimination'], { title: 'Catalytic cycle for the Suzuki coupling' }), outcome: 'drawn' },
  { prompt: "A petri dish labelled 'E. coli', a flask labelled 'LB medium' and an incubator labelled '37 °C'", expect: set(['petri dish', 'flask', 'incubator'], { labels: { 'petri dish': 'E. coli', flask: 'LB medium', incubator: '37 °C' } }), outcome: 'drawn' },
  { prompt: 'Compare three reactor types — a batch reactor, a CSTR and a plug flow reactor — side by side', expect: compareAll(['batch reactor', 'CSTR', 'plug flow reactor']), outcome: 'drawn' },
  { prompt: 'I want show the reactor with labels for inlet, outlet, stirrer and cooling jacket', expect: single('reactor', ['inlet', 'outlet', 'stirrer', 'cooling jacket']), outcome: 'refused' },
  // physics
  { prompt: 'Laser → beam splitter, which sends light to mirror A and to mirror B; both mirrors reflect back to the detector.', expect: flow(['laser', 'beam splitter', 'mirror A', 'mirror B', 'detector'], [['laser', 'beam splitter'], ['beam splitter', 'mirror A'], ['beam splitter', 'mirror B'], ['mirror A', 'detector'], ['mirror B', 'detector']]), outcome: 'refused' },
  { prompt: 'A solenoid with the coil, the iron core and the magnetic field lines labelled', expect: single('solenoid', ['coil', 'iron core', 'magnetic field lines']), outcome: 'drawn' },
  { prompt: 'Solid, liquid and gas compared side by side, each as a box of particles', expect: compareAll(['solid', 'liquid', 'gas']), outcome: 'drawn' },
  {
    prompt: 'Abstract figure: our new perovskite solar cell. The layers, from top to bottom, are glass, FTO, electron transport layer, perovskite absorber, hole transport layer and gold electrode — please label each.',
    expect: single('perovskite solar cell', ['glass', 'FTO', 'electron transport layer', 'perovskite absorber', 'hole transport layer', 'gold electrode']),
    outcome: 'refused',
  },
  // engineering
  {
    prompt: 'Wastewater treatment train for the engineering module: screening, then primary settling, then activated sludge tank, then secondary clarifier, then UV disinfection, with a return arrow from the secondary clarifier to the activated sludge tank.',
    expect: flow(['screening', 'primary settling', 'activated sludge tank', 'secondary clarifier', 'UV disinfection'], [...chain(['screening', 'primary settling', 'activated sludge tank', 'secondary clarifier', 'UV disinfection']), ['secondary clarifier', 'activated sludge tank']]),
    outcome: 'drawn',
  },
  { prompt: 'A wind turbine with the blades, nacelle, tower and foundation labelled', expect: single('wind turbine', ['blades', 'nacelle', 'tower', 'foundation']), outcome: 'drawn' },
  { prompt: 'Block diagram: sensor → ADC → microcontroller, which drives both a display and a motor driver', expect: flow(['sensor', 'ADC', 'microcontroller', 'display', 'motor driver'], [['sensor', 'ADC'], ['ADC', 'microcontroller'], ['microcontroller', 'display'], ['microcontroller', 'motor driver']]), outcome: 'drawn' },
  { prompt: 'Raw milk goes to the pasteuriser, then to the homogeniser, then is split between a bottling line and a cheese vat.', expect: flow(['raw milk', 'pasteuriser', 'homogeniser', 'bottling line', 'cheese vat'], [['raw milk', 'pasteuriser'], ['pasteuriser', 'homogeniser'], ['homogeniser', 'bottling line'], ['homogeniser', 'cheese vat']]), outcome: 'refused' },
  // geoscience
  { prompt: 'Our study area graphic: the catchment drains into a reservoir, which feeds a water treatment works and a hydropower station.', expect: flow(['catchment', 'reservoir', 'water treatment works', 'hydropower station'], [['catchment', 'reservoir'], ['reservoir', 'water treatment works'], ['reservoir', 'hydropower station']]), outcome: 'refused' },
  { prompt: 'Cross-section of a subduction zone with the oceanic crust, continental crust, trench and volcanic arc labelled', expect: single('subduction zone', ['oceanic crust', 'continental crust', 'trench', 'volcanic arc']), outcome: 'drawn' },
  { prompt: 'Rainwater seeps through the soil into the aquifer, and the aquifer discharges into a spring and into a well.', expect: flow(['rainwater', 'soil', 'aquifer', 'spring', 'well'], [['rainwater', 'soil'], ['soil', 'aquifer'], ['aquifer', 'spring'], ['aquifer', 'well']]), outcome: 'drawn' },
  { prompt: "Show a sediment trap (labelled 'T1, 50 m') and a CTD rosette (labelled 'station 4')", expect: set(['sediment trap', 'CTD rosette'], { labels: { 'sediment trap': 'T1, 50 m', 'CTD rosette': 'station 4' } }), outcome: 'drawn' },
  // medicine
  {
    prompt: "Graphical abstract. Sepsis remains a leading cause of death in intensive care, and early identification is difficult. We developed a machine-learning score from routine vital signs. Show an ICU patient with an arrow to a bedside monitor, an arrow from the monitor to a risk score labelled 'early warning', and an arrow from the score to a clinician.",
    expect: flow(['ICU patient', 'bedside monitor', 'risk score', 'clinician'], chain(['ICU patient', 'bedside monitor', 'risk score', 'clinician']), { labels: { 'risk score': 'early warning' } }),
    outcome: 'drawn',
  },
  {
    prompt: 'CONSORT-style flow: screened patients (n = 480) → randomised patients (n = 320), which split into an intervention arm (n = 160) and a control arm (n = 160)',
    expect: flow(['screened patients', 'randomised patients', 'intervention arm', 'control arm'], [['screened patients', 'randomised patients'], ['randomised patients', 'intervention arm'], ['randomised patients', 'control arm']], { labels: { 'screened patients': 'n = 480', 'randomised patients': 'n = 320', 'intervention arm': 'n = 160', 'control arm': 'n = 160' } }),
    outcome: 'drawn',
  },
  { prompt: 'An eye in cross-section; please label the cornea, lens, retina and optic nerve.', expect: single('eye', ['cornea', 'lens', 'retina', 'optic nerve']), outcome: 'drawn' },
  { prompt: 'Healthy lung vs asthmatic lung vs COPD lung', expect: compareAll(['healthy lung', 'asthmatic lung', 'COPD lung']), outcome: 'drawn' },
  { prompt: 'Insulin signalling for a teaching slide: insulin binds the insulin receptor, which activates IRS-1, which activates PI3K, which leads to GLUT4 translocation.', expect: flow(['insulin', 'insulin receptor', 'IRS-1', 'PI3K', 'GLUT4 translocation'], chain(['insulin', 'insulin receptor', 'IRS-1', 'PI3K', 'GLUT4 translocation'])), outcome: 'drawn' },
  { prompt: 'The hypothalamus signals to the pituitary, the pituitary signals to the adrenal gland, the adrenal gland releases cortisol, and cortisol feeds back on the hypothalamus.', expect: loop(['hypothalamus', 'pituitary', 'adrenal gland', 'cortisol']), outcome: 'refused' },
  { prompt: 'hi, can you make me a picture of a zebrafish embryo with the yolk, the eye and the somites labeled? thanks!!', expect: single('zebrafish embryo', ['yolk', 'eye', 'somites']), outcome: 'drawn' },
  // social science
  { prompt: 'Conceptual model for my thesis: parental education and household income both influence school readiness, and school readiness predicts later academic achievement.', expect: flow(['parental education', 'household income', 'school readiness', 'later academic achievement'], [['parental education', 'school readiness'], ['household income', 'school readiness'], ['school readiness', 'later academic achievement']]), outcome: 'refused' },
  { prompt: 'Mixed-methods design: a survey (n = 1,200) and interviews (n = 30) both feed into integration, which leads to policy recommendations.', expect: flow(['survey', 'interviews', 'integration', 'policy recommendations'], [['survey', 'integration'], ['interviews', 'integration'], ['integration', 'policy recommendations']], { labels: { survey: 'n = 1,200', interviews: 'n = 30' } }), outcome: 'refused' },
  { prompt: 'Three groups of participants, shown as people icons: students, teachers and parents', expect: set(['students', 'teachers', 'parents']), outcome: 'drawn' },
  // teaching slides
  { prompt: 'For my Year 9 slide: a flower with the petal, stamen, stigma and ovary labelled. Keep it colourful, kids love bright colours.', expect: single('flower', ['petal', 'stamen', 'stigma', 'ovary']), outcome: 'refused' },
  { prompt: 'Food chain: grass → grasshopper → frog → snake → hawk', expect: flow(['grass', 'grasshopper', 'frog', 'snake', 'hawk'], chain(['grass', 'grasshopper', 'frog', 'snake', 'hawk'])), outcome: 'drawn' },
  { prompt: 'The life cycle of a frog: egg, tadpole, froglet, adult frog, and back to egg', expect: loop(['egg', 'tadpole', 'froglet', 'adult frog'], { title: 'The life cycle of a frog' }), outcome: 'drawn' },
  { prompt: 'PDCA cycle: plan, do, check, act', expect: loop(['plan', 'do', 'check', 'act'], { title: 'PDCA cycle' }), outcome: 'drawn' },
  { prompt: 'Draw the research cycle as a loop: question → hypothesis → experiment → analysis → back to question', expect: loop(['question', 'hypothesis', 'experiment', 'analysis']), outcome: 'drawn' },
  { prompt: 'Larvae hatch from eggs, larvae become pupae, pupae become adult mosquitoes, and adult mosquitoes lay eggs again', expect: { ...flow(['larvae', 'eggs', 'pupae', 'adult mosquitoes'], [['eggs', 'larvae'], ['larvae', 'pupae'], ['pupae', 'adult mosquitoes'], ['adult mosquitoes', 'eggs']]), layout: 'cycle' }, outcome: 'drawn' },
  { prompt: 'please draw: soil sample → sieving → DNA extract → sequencing → OTU table, and make the arrows thick', expect: flow(['soil sample', 'sieving', 'DNA extract', 'sequencing', 'OTU table'], chain(['soil sample', 'sieving', 'DNA extract', 'sequencing', 'OTU table'])), outcome: 'refused' },
  // graphical abstracts with background and finding sentences
  {
    prompt: 'Graphical abstract. Microplastics are now found in every ocean, but how they enter the food chain is unclear. Here we show that mussels filter microplastic particles from the water and pass them to crabs that eat them. Draw microplastic particles → a mussel → a crab.',
    expect: flow(['microplastic particles', 'mussel', 'crab'], chain(['microplastic particles', 'mussel', 'crab'])),
    outcome: 'drawn',
  },
  {
    prompt: 'We studied how drought affects wheat. Plants were grown in a greenhouse under well-watered or drought conditions, and roots were imaged by X-ray CT. I need a figure with a well-watered wheat plant and a droughted wheat plant side by side, with the roots labelled in both.',
    expect: compare('well-watered wheat plant', 'droughted wheat plant', { parts: { 'well-watered wheat plant': ['roots'], 'droughted wheat plant': ['roots'] } }),
    outcome: 'refused',
  },
  { prompt: 'Figure 1: Study overview. Blood samples from 200 patients were sequenced. Draw a blood tube → a sequencer → a laptop.', expect: flow(['blood tube', 'sequencer', 'laptop'], chain(['blood tube', 'sequencer', 'laptop']), { title: 'Study overview' }), outcome: 'drawn' },
  {
    prompt: "Graphical abstract: Urban heat islands. Cities are warming faster than the countryside, and green roofs are one proposed fix. Our sensors on 12 rooftops in Leeds measured surface temperature for two summers. Draw a green roof and a conventional roof side by side, labelled '28 °C' and '41 °C'.",
    expect: compare('green roof', 'conventional roof', { title: 'Urban heat islands', labels: { 'green roof': '28 °C', 'conventional roof': '41 °C' } }),
    outcome: 'drawn',
  },
  { prompt: "Antimicrobial peptides are a promising alternative to antibiotics. In this work, we designed peptides with a machine-learning model and tested them against MRSA. Graphic: a neural network → a peptide → a bacterium labelled 'MRSA'.", expect: flow(['neural network', 'peptide', 'bacterium'], chain(['neural network', 'peptide', 'bacterium']), { labels: { bacterium: 'MRSA' } }), outcome: 'drawn' },
  { prompt: "Coral reefs are declining because of marine heatwaves. We transplanted heat-tolerant corals onto a degraded reef. Please show: a nursery tank with an arrow to a degraded reef, and the reef labelled 'transplant site'.", expect: flow(['nursery tank', 'degraded reef'], [['nursery tank', 'degraded reef']], { labels: { 'degraded reef': 'transplant site' } }), outcome: 'drawn' },
  // parts of one of several things
  { prompt: "A neuron and an astrocyte, with the astrocyte's end-feet labelled", expect: set(['neuron', 'astrocyte'], { parts: { astrocyte: ['end-feet'] } }), outcome: 'refused' },
  { prompt: "A plant with an arrow to an aphid, and label the aphid's stylet", expect: flow(['plant', 'aphid'], [['plant', 'aphid']], { parts: { aphid: ['stylet'] } }), outcome: 'refused' },
  { prompt: 'Left: a monolayer cell culture. Right: a spheroid. Label the necrotic core on the spheroid.', expect: compare('monolayer cell culture', 'spheroid', { parts: { spheroid: ['necrotic core'] } }), outcome: 'drawn' },
];
