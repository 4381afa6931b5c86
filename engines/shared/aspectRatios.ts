// Output pixel sizes per aspect ratio: the long edge is 1024 (standard), 1536 (advanced)
// or 2048 (premium), the short edge rounded to a multiple of 8 as image models expect.
const LONG_EDGE = { standard: 1024, advanced: 1536, premium: 2048 } as const;

export const ASPECT_RATIOS = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'] as const;

export function pixelSize(aspectRatio: string, quality: keyof typeof LONG_EDGE): { width: number; height: number } {
  const [w, h] = aspectRatio.split(':').map(Number) as [number, number];
  const long = LONG_EDGE[quality];
  const short = Math.round((long * Math.min(w, h)) / Math.max(w, h) / 8) * 8;
  return w >= h ? { width: long, height: short } : { width: short, height: long };
}
