// The one place that loads OpenCV (WebAssembly, about 200-300 ms and tens of MB) so a process
// holds a single instance however many engines use it. Every cv.Mat made with it lives in the
// WebAssembly heap, not the JS one: callers must `.delete()` each Mat they create.
import { createRequire } from 'node:module';

export type OpenCv = typeof import('@techstark/opencv-js');

interface EmscriptenModule {
  Mat?: unknown;
  onRuntimeInitialized?: () => void;
  then?: unknown;
}

let loading: Promise<OpenCv> | null = null;

/** The process's OpenCV instance, loaded and initialised on first call. */
export async function opencv(): Promise<OpenCv> {
  loading ??= load();
  return loading;
}

async function load(): Promise<OpenCv> {
  // The package is CommonJS built by Emscripten; `require` avoids the ESM interop wrapper.
  const require = createRequire(import.meta.url);
  const module = require('@techstark/opencv-js') as EmscriptenModule;
  if (!module.Mat) {
    await new Promise<void>((resolve) => {
      const previous = module.onRuntimeInitialized;
      module.onRuntimeInitialized = () => {
        previous?.();
        resolve();
      };
    });
  }
  // Emscripten makes the module a thenable that resolves to itself: returning it from an async
  // function (or awaiting it) would loop forever. Once initialised, `then` has no use.
  delete module.then;
  return module as unknown as OpenCv;
}
