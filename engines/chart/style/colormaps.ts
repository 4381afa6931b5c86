// Sequential and diverging colour maps for heatmaps and other continuous colour scales.
//   viridis: the 256 entries of matplotlib's _viridis_data (lib/matplotlib/_cm_listed.py, by
//     Stéfan van der Walt and Nathaniel Smith, CC0), each channel rounded to 8 bits.
//   blues (9 classes) and rdbu (11 classes): ColorBrewer 2.0 by Cynthia Brewer, as matplotlib's
//     _cm.py carries them (_Blues_data, _RdBu_data), rounded to 8 bits.
// Values between stops are interpolated linearly in sRGB.

import { normalizeColor, parseColor } from '../render/format.ts';
import type { Color } from '../render/scene.ts';

export type ColorMapName = 'viridis' | 'blues' | 'rdbu';

export interface ColorMap {
  name: ColorMapName;
  kind: 'sequential' | 'diverging';
  /** Low to high (for rdbu: red, through near-white at the middle, to blue). */
  stops: readonly Color[];
  source: string;
}

const VIRIDIS_HEX =
  '44015444025645045745055946075A46085C460A5D460B5E470D60470E61471063471164471365481467481668481769' +
  '48186A481A6C481B6D481C6E481D6F481F70482071482173482374482475482576482677482878482979472A7A472C7A' +
  '472D7B472E7C472F7D46307E46327E46337F463480453581453781453882443983443A83443B84433D84433E85423F85' +
  '4240864241864142874144874045884046883F47883F48893E49893E4A893E4C8A3D4D8A3D4E8A3C4F8A3C508B3B518B' +
  '3B528B3A538B3A548C39558C39568C38588C38598C375A8C375B8D365C8D365D8D355E8D355F8D34608D34618D33628D' +
  '33638D32648E32658E31668E31678E31688E30698E306A8E2F6B8E2F6C8E2E6D8E2E6E8E2E6F8E2D708E2D718E2C718E' +
  '2C728E2C738E2B748E2B758E2A768E2A778E2A788E29798E297A8E297B8E287C8E287D8E277E8E277F8E27808E26818E' +
  '26828E26828E25838E25848E25858E24868E24878E23888E23898E238A8D228B8D228C8D228D8D218E8D218F8D21908D' +
  '21918C20928C20928C20938C1F948C1F958B1F968B1F978B1F988B1F998A1F9A8A1E9B8A1E9C891E9D891F9E891F9F88' +
  '1FA0881FA1881FA1871FA28720A38620A48621A58521A68522A78522A88423A98324AA8325AB8225AC8226AD8127AD81' +
  '28AE8029AF7F2AB07F2CB17E2DB27D2EB37C2FB47C31B57B32B67A34B67935B77937B87838B9773ABA763BBB753DBC74' +
  '3FBC7340BD7242BE7144BF7046C06F48C16E4AC16D4CC26C4EC36B50C46A52C56954C56856C66758C7655AC8645CC863' +
  '5EC96260CA6063CB5F65CB5E67CC5C69CD5B6CCD5A6ECE5870CF5773D05675D05477D1537AD1517CD2507FD34E81D34D' +
  '84D44B86D54989D5488BD6468ED64590D74393D74195D84098D83E9BD93C9DD93BA0DA39A2DA37A5DB36A8DB34AADC32' +
  'ADDC30B0DD2FB2DD2DB5DE2BB8DE29BADE28BDDF26C0DF25C2DF23C5E021C8E020CAE11FCDE11DD0E11CD2E21BD5E21A' +
  'D8E219DAE319DDE318DFE318E2E418E5E419E7E419EAE51AECE51BEFE51CF1E51DF4E61EF6E620F8E621FBE723FDE725';

function hexList(packed: string): Color[] {
  return Array.from({ length: packed.length / 6 }, (_, i) => `#${packed.slice(6 * i, 6 * i + 6)}`);
}

export const colorMaps: Readonly<Record<ColorMapName, ColorMap>> = {
  viridis: {
    name: 'viridis',
    kind: 'sequential',
    stops: hexList(VIRIDIS_HEX),
    source: 'matplotlib _cm_listed.py _viridis_data (256 entries)',
  },
  blues: {
    name: 'blues',
    kind: 'sequential',
    stops: ['#F7FBFF', '#DEEBF7', '#C6DBEF', '#9ECAE1', '#6BAED6', '#4292C6', '#2171B5', '#08519C', '#08306B'],
    source: 'ColorBrewer Blues, 9 classes',
  },
  rdbu: {
    name: 'rdbu',
    kind: 'diverging',
    stops: ['#67001F', '#B2182B', '#D6604D', '#F4A582', '#FDDBC7', '#F7F7F7', '#D1E5F0', '#92C5DE', '#4393C3', '#2166AC', '#053061'],
    source: 'ColorBrewer RdBu, 11 classes',
  },
};

/** The map's colour at t in 0..1 (clamped), interpolated between neighbouring stops. */
export function sampleColorMap(name: ColorMapName, t: number): Color {
  const { stops } = colorMaps[name];
  const clamped = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  const pos = clamped * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(pos));
  const f = pos - i;
  const a = parseColor(stops[i] ?? '#000000');
  const b = parseColor(stops[i + 1] ?? '#000000');
  const mix = a.map((c, k) => Math.round(c + ((b[k] ?? c) - c) * f));
  return normalizeColor(`#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
}
