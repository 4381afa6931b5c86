// The refusals of attachment reading, each naming the file: the library's own text never
// reaches the message (it can hold paths and internals).
import { FlowchartError } from '../errors.ts';

export function fileName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? 'The attachment' : trimmed;
}

export function unreadable(name: string | undefined, why: string): FlowchartError {
  return new FlowchartError('ATTACHMENT_UNREADABLE', `${fileName(name)}: ${why}`);
}

export function noText(name: string | undefined, why: string): FlowchartError {
  return new FlowchartError('ATTACHMENT_HAS_NO_TEXT', `${fileName(name)}: ${why}`);
}
