// VTracer (visioncortex, Rust, as WebAssembly in the `vectortracer` package) tracing one binary
// mask into a compound path. The package's entry imports its .wasm as an ES module, which Node
// only does behind an experimental warning; the same glue is loaded here by hand instead: the
// generated bindings file and the .wasm beside it, instantiated once per thread.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { offsetPath } from './pathData.ts';

export interface TraceParams {
  /** 'spline' fits curves; 'polygon' keeps straight segments (sharper corners, fewer bytes on charts). */
  mode: 'spline' | 'polygon';
  /** Connected pieces smaller than this many pixels are dropped (anti-aliasing specks). */
  filterSpeckle: number;
  /** Degrees: a turn sharper than this stays a corner. */
  cornerThreshold: number;
  /** Pixels: shortest segment the simplifier keeps. */
  lengthThreshold: number;
  /** Degrees: splines are split where they turn more than this. */
  spliceThreshold: number;
}

export const DEFAULT_TRACE: TraceParams = { mode: 'polygon', filterSpeckle: 2, cornerThreshold: 60, lengthThreshold: 4, spliceThreshold: 45 };

interface Converter {
  init(): void;
  tick(): boolean;
  getResult(): string;
  free(): void;
}

interface Bindings {
  __wbg_set_wasm(exports: Record<string, unknown>): void;
  BinaryImageConverter: new (image: { data: Uint8ClampedArray; width: number; height: number }, params: object, options: object) => Converter;
}

/** The WebAssembly global, typed here: the project's lib (es2024, no DOM) does not declare it. */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

let loading: Promise<Bindings> | null = null;

function bindings(): Promise<Bindings> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const pkg = dirname(require.resolve('vectortracer'));
    const glue = (await import(pathToFileURL(join(pkg, 'vectortracer_bg.js')).href)) as Bindings & Record<string, unknown>;
    const module = new wasm.Module(readFileSync(join(pkg, 'vectortracer_bg.wasm')));
    const instance = new wasm.Instance(module, { './vectortracer_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return loading;
}

/** The red channel of a mask pixel where the colour is; elsewhere all channels are 0. */
export const INK = 255;

/**
 * A mask cut to a rectangle, `width` x `height`, placed at (left, top) in the image: RGBA
 * pixels, red INK where the colour is (the converter's own input, read inverted: it reads
 * only the red channel, and a buffer of zeros needs no filling).
 */
export interface MaskWindow {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
  left: number;
  top: number;
}

const RADIANS = Math.PI / 180;

/**
 * The mask's outline as one SVG path `d` in image coordinates (the mask's pixels divided by
 * `scale`; draw it with fill-rule evenodd, holes being separate rings), or '' when nothing
 * survives the speckle filter.
 */
export async function traceMask(window: MaskWindow, params: TraceParams, decimals: number, scale = 1): Promise<string> {
  const { BinaryImageConverter } = await bindings();
  const converter = new BinaryImageConverter(
    { data: window.pixels, width: window.width, height: window.height },
    {
      debug: false,
      mode: params.mode,
      filterSpeckle: params.filterSpeckle,
      cornerThreshold: params.cornerThreshold * RADIANS,
      lengthThreshold: params.lengthThreshold,
      spliceThreshold: params.spliceThreshold * RADIANS,
      maxIterations: 10,
      pathPrecision: 3,
    },
    { invert: true, pathFill: '#000', backgroundColor: undefined, attributes: undefined, scale: 1 },
  );
  try {
    converter.init();
    while (!converter.tick()) {
      // one connected piece per tick
    }
    return piecesToPath(converter.getResult(), window.left, window.top, decimals, scale);
  } finally {
    converter.free();
  }
}

const PIECE = /<path\s+d="([^"]*)"\s+transform="translate\(([-\d.]+),([-\d.]+)\)"/g;

/** The converter writes one <path> per connected piece, each translated; they become one path. */
function piecesToPath(svg: string, left: number, top: number, decimals: number, scale: number): string {
  const parts: string[] = [];
  for (const m of svg.matchAll(PIECE)) {
    parts.push(offsetPath(m[1]!, left + Number(m[2]), top + Number(m[3]), decimals, scale));
  }
  return parts.join('');
}
