// The inpainting thread: Telea on a large hole takes tens of seconds of CPU, which must not
// stall the worker's event loop (Temporal heartbeats). One OpenCV instance per thread.
import { parentPort } from 'node:worker_threads';
import { serveThread } from '../shared/workerThread.ts';
import { teleaInpaint } from './inpaintTelea.ts';

export interface InpaintRequest {
  data: Uint8Array;
  width: number;
  height: number;
  mask: Uint8Array;
}

serveThread<InpaintRequest, Uint8Array>(
  parentPort,
  async ({ data, width, height, mask }) => {
    const filled = await teleaInpaint({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height }, mask);
    // A copy with an ArrayBuffer of its own: a small Buffer shares Node's pool, which must not be transferred.
    const result = new Uint8Array(filled.data);
    return { result, transfer: [result.buffer as ArrayBuffer] };
  },
  () => 'failed',
);
