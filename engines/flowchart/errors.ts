import { EngineError } from '../shared/errors.ts';

/**
 * A flowchart the input cannot give: the job fails at once with `reason` (TASK_FAILED,
 * refunded). Reasons: FLOWCHART_NO_GRAPH (the prompt and attachments describe no steps),
 * INSTRUCTION_NOT_UNDERSTOOD (an edit the grammar cannot read whole), FLOWCHART_TOO_LARGE
 * (over MAX_NODES), ATTACHMENT_UNREADABLE (a file that does not open as its type),
 * ATTACHMENT_HAS_NO_TEXT (a file that opens but holds no text, e.g. a scanned PDF),
 * ATTACHMENT_TOO_LARGE (over 32 MB, or a DOCX that would unzip beyond its limits),
 * ATTACHMENT_TOO_LONG (more text than one attachment may give; refused, never cut),
 * TEXT_CHARACTERS_UNSUPPORTED (text neither font family can draw), MERMAID_SYNTAX (Mermaid
 * text that does not parse; the message says where), FLOWCHART_STEP_UNKNOWN (a jump back to no
 * written step), FLOWCHART_TEXT_UNPLACED (a number or branch word of the text that the graph
 * read does not hold, or a count said that differs from the items named), FLOWCHART_SECTION_NOT_FOUND
 * (the prompt asks for a numbered section no attachment has), FLOWCHART_SKETCH_WIRING_UNREAD (an
 * attached sketch whose labels were read but not its arrows).
 */
export class FlowchartError extends EngineError {
  constructor(reason: string, message: string) {
    super(reason, message);
    this.name = 'FlowchartError';
  }
}
