// A legend block drawn beside the plot (colour bar, size legend, titled key): frames stack
// blocks by their size, then draw each with its top left at (x, y).
import type { SceneNode } from '../render/scene.ts';

export interface SideBlock {
  width: number;
  height: number;
  draw: (x: number, y: number) => SceneNode[];
}
