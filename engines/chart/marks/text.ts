// The text mark: one line of text at a page point, in the theme's body size and ink unless
// told otherwise.
import type { Theme } from '../plot/theme.ts';
import type { TextNode } from '../render/scene.ts';

export type TextOptions = Partial<Omit<TextNode, 'type' | 'x' | 'y' | 'text'>>;

/** Defaults: the theme's font size, normal weight, anchored at the start, on the baseline, in ink. */
export function text(x: number, y: number, content: string, theme: Theme, options: TextOptions = {}): TextNode {
  const node: TextNode = {
    type: 'text',
    x,
    y,
    text: content,
    size: options.size ?? theme.fontSize,
    weight: options.weight ?? 'normal',
    anchor: options.anchor ?? 'start',
    baseline: options.baseline ?? 'alphabetic',
    color: options.color ?? theme.ink,
  };
  if (options.italic !== undefined) node.italic = options.italic;
  if (options.rotate !== undefined) node.rotate = options.rotate;
  if (options.opacity !== undefined) node.opacity = options.opacity;
  return node;
}
