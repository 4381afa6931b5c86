// The two custom layers the RRDN (esrgan-thick) topology names. @upscalerjs registers them in
// its own setup code; these are re-implementations of the same arithmetic, registered with
// the tfjs-layers instance this thread uses.
import * as tf from '@tensorflow/tfjs-core';
import * as tfl from '@tensorflow/tfjs-layers';

const first = (inputs: tf.Tensor | tf.Tensor[]): tf.Tensor => (Array.isArray(inputs) ? inputs[0]! : inputs);

/** The residual scaling of each residual-in-residual block (ESRGAN's beta, 0.2). */
class MultiplyBeta extends tfl.layers.Layer {
  static className = 'MultiplyBeta';
  constructor() {
    super({});
  }
  override call(inputs: tf.Tensor | tf.Tensor[]): tf.Tensor {
    return tf.mul(first(inputs), 0.2);
  }
}

/** Sub-pixel convolution's rearrangement: (h, w, 3*s*s) channels into (h*s, w*s, 3). */
function pixelShuffle(scale: number) {
  return class PixelShuffle extends tfl.layers.Layer {
    static className = `PixelShuffle${scale}x`;
    constructor() {
      super({});
    }
    override computeOutputShape(shape: tfl.Shape | tfl.Shape[]): tfl.Shape {
      const s = (Array.isArray(shape[0]) ? shape[0] : shape) as tfl.Shape;
      return [s[0]!, s[1] === null ? null : s[1]! * scale, s[2] === null ? null : s[2]! * scale, 3];
    }
    override call(inputs: tf.Tensor | tf.Tensor[]): tf.Tensor {
      return tf.depthToSpace(first(inputs) as tf.Tensor4D, scale, 'NHWC');
    }
  };
}

let registered = false;

export function registerCustomLayers(): void {
  if (registered) return;
  registered = true;
  tf.serialization.registerClass(MultiplyBeta);
  for (const scale of [2, 3, 4, 8]) tf.serialization.registerClass(pixelShuffle(scale));
}
