// Where the time of a request goes, read from its workflow's history: the client's clock
// marks when the request was sent and its answer read, Temporal's events mark everything in
// between (same machine, same clock; event times have millisecond resolution). Activity
// "started" events are left out: Temporal writes them when the activity ends.
import type { Client } from '@temporalio/client';
import { tsToMs } from '@temporalio/common/lib/time.js';
import { median } from './support.ts';

export interface TimedRun {
  workflowId: string;
  runId?: string;
  /** Date.now() when the client sent the request and when it had read the answer. */
  sentAt: number;
  doneAt: number;
}

export interface Breakdown {
  runs: number;
  /**
   * Consecutive steps, in order of first appearance, with their median over the runs that
   * have them (`seen`: how many; a run can take another path, e.g. an extra workflow task
   * under load); steps of 0 ms are left out.
   */
  steps: Array<{ label: string; medianMs: number; seen: number }>;
  /** Medians per run of: workflow tasks on the path, their wait for a worker, their time in it, and all activities. */
  workflowTasks: number;
  workflowTaskWaitMs: number;
  workflowTaskWorkerMs: number;
  activitiesMs: number;
  totalMs: number;
}

type Kind = 'client' | 'started' | 'wft-scheduled' | 'wft-started' | 'wft-completed' | 'act-scheduled' | 'act-completed' | 'update' | 'closed';

interface Mark {
  kind: Kind;
  name: string;
  t: number;
  /** Workflow task number, or activity type. */
  of?: string;
}

/**
 * Splits each run from "request sent" to "response read"; the history is read up to the
 * mark named `until` (e.g. "settleJob completed", "update completed", "workflow completed"),
 * which is the last event the answer waits for.
 */
export async function breakdown(client: Client, runs: TimedRun[], until: string): Promise<Breakdown> {
  const order: string[] = [];
  const bySteps = new Map<string, number[]>();
  const wfts: number[] = [];
  const wftWait: number[] = [];
  const wftWorker: number[] = [];
  const activities: number[] = [];
  const totals: number[] = [];
  for (const run of runs) {
    const marks = await marksOf(client, run, until);
    let count = 0;
    let wait = 0;
    let worker = 0;
    let acts = 0;
    for (let i = 1; i < marks.length; i++) {
      const a = marks[i - 1] as Mark;
      const b = marks[i] as Mark;
      const ms = b.t - a.t;
      let label = `${a.name} -> ${b.name}`;
      if (a.kind === 'wft-scheduled' && b.kind === 'wft-started') {
        label = `workflow task ${a.of}: waiting for a worker`;
        wait += ms;
      } else if (a.kind === 'wft-started' && b.kind === 'wft-completed') {
        label = `workflow task ${a.of}: in the worker`;
        worker += ms;
        count += 1;
      } else if (a.kind === 'act-scheduled' && b.kind === 'act-completed' && a.of === b.of) {
        label = `activity ${a.of}`;
        acts += ms;
      }
      if (!bySteps.has(label)) {
        bySteps.set(label, []);
        order.push(label);
      }
      bySteps.get(label)?.push(ms);
    }
    wfts.push(count);
    wftWait.push(wait);
    wftWorker.push(worker);
    activities.push(acts);
    totals.push(run.doneAt - run.sentAt);
  }
  return {
    runs: runs.length,
    steps: order
      .map((label) => ({ label, medianMs: median(bySteps.get(label) ?? []), seen: bySteps.get(label)?.length ?? 0 }))
      .filter((s) => s.medianMs > 0),
    workflowTasks: median(wfts),
    workflowTaskWaitMs: median(wftWait),
    workflowTaskWorkerMs: median(wftWorker),
    activitiesMs: median(activities),
    totalMs: median(totals),
  };
}

async function marksOf(client: Client, run: TimedRun, until: string): Promise<Mark[]> {
  const history = await client.workflow.getHandle(run.workflowId, run.runId).fetchHistory();
  const marks: Mark[] = [{ kind: 'client', name: 'request sent', t: run.sentAt }];
  const activityNames = new Map<string, string>();
  let wft = 0;
  for (const ev of history.events ?? []) {
    const t = tsToMs(ev.eventTime);
    let mark: Mark | undefined;
    if (ev.workflowExecutionStartedEventAttributes) mark = { kind: 'started', name: 'workflow started', t };
    else if (ev.workflowTaskScheduledEventAttributes) {
      wft += 1;
      mark = { kind: 'wft-scheduled', name: `workflow task ${wft} scheduled`, t, of: String(wft) };
    } else if (ev.workflowTaskStartedEventAttributes) mark = { kind: 'wft-started', name: `workflow task ${wft} started`, t, of: String(wft) };
    else if (ev.workflowTaskCompletedEventAttributes) mark = { kind: 'wft-completed', name: `workflow task ${wft} completed`, t, of: String(wft) };
    else if (ev.activityTaskScheduledEventAttributes) {
      const name = ev.activityTaskScheduledEventAttributes.activityType?.name ?? '?';
      activityNames.set(String(ev.eventId), name);
      mark = { kind: 'act-scheduled', name: `${name} scheduled`, t, of: name };
    } else if (ev.activityTaskCompletedEventAttributes) {
      const name = activityNames.get(String(ev.activityTaskCompletedEventAttributes.scheduledEventId)) ?? '?';
      mark = { kind: 'act-completed', name: `${name} completed`, t, of: name };
    } else if (ev.workflowExecutionUpdateCompletedEventAttributes) mark = { kind: 'update', name: 'update completed', t };
    else if (ev.workflowExecutionCompletedEventAttributes) mark = { kind: 'closed', name: 'workflow completed', t };
    if (!mark) continue;
    // The update's answer and the engine activity's schedule are written by the same workflow
    // task's completion; the update is the step a client waits for, so it goes first.
    const previous = marks[marks.length - 1];
    if (mark.kind === 'update' && previous?.kind === 'act-scheduled' && previous.t === mark.t) {
      marks.splice(marks.length - 1, 0, mark);
      if (mark.name === until) {
        marks.pop();
        break;
      }
      continue;
    }
    marks.push(mark);
    if (mark.name === until) break;
  }
  marks.push({ kind: 'client', name: 'response read', t: run.doneAt });
  return marks;
}
