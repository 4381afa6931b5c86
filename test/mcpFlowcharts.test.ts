// generate_flowchart and edit_flowchart through the real API (SPEC "MCP tools"): an SVG
// output shown inline as a PNG preview, the editor link, attachments by data URL, and the
// flowchart SVG converted by file_id.
import sharp from 'sharp';
import { newAccount, newKey } from './support/client.ts';
import { callTool, finishedTool, mcpClient, structured, textOf, toolError } from './support/mcpClient.ts';

describe('MCP tools: flowcharts', () => {
  test.concurrent('generate_flowchart with a Markdown attachment by data URL, then edit_flowchart, then convert_figure of its SVG', async () => {
    const { key } = await newAccount();
    const client = await mcpClient(key);
    const protocol = '# Protocol\n\n1. Collect samples\n2. Extract DNA\n3. Run PCR\n4. Sequence the amplicons\n';
    const attachment = `data:text/markdown;base64,${Buffer.from(protocol).toString('base64')}`;
    const made = await finishedTool(client, await callTool(client, 'generate_flowchart', { prompt: 'The steps of the attached protocol', attachments: [attachment] }));
    expect(made.isError).toBeFalsy();
    const job = structured(made).job;
    expect(job).toMatchObject({ kind: 'flowchart', status: 'succeeded' });
    expect(job.outputs[0].format).toBe('svg');
    // The SVG is shown as a PNG preview of at most 1 MB.
    const inline = made.content.find((c) => c.type === 'image') as { data: string; mimeType: string } | undefined;
    expect(inline?.mimeType).toBe('image/png');
    const preview = Buffer.from(inline!.data, 'base64');
    expect(preview.length).toBeLessThanOrEqual(1024 * 1024);
    expect((await sharp(preview).metadata()).format).toBe('png');
    expect(textOf(made)).toContain(job.outputs[0].editor_url);

    const edited = await finishedTool(client, await callTool(client, 'edit_flowchart', { job_id: job.id, instruction: 'add a step "Analyse reads" after "Sequence the amplicons"' }));
    expect(structured(edited).job).toMatchObject({ kind: 'flowchart', status: 'succeeded' });

    const png = await finishedTool(client, await callTool(client, 'convert_figure', { image: structured(edited).job.outputs[0].file_id, format: 'png', width: 512 }));
    expect(structured(png).job.status).toBe('succeeded');
    expect(Math.max(structured(png).job.outputs[0].width, structured(png).job.outputs[0].height)).toBe(512);
    await client.close();
  });

  test.concurrent('the flowchart tools need flowcharts:generate; an edit of a job that is not a flowchart is the API\'s refusal', async () => {
    const { accountId, key } = await newAccount();
    const denied = await mcpClient(await newKey(accountId, 'images:convert,jobs:read'));
    expect(toolError(await callTool(denied, 'generate_flowchart', { prompt: 'A then B' })).code).toBe('SCOPE_DENIED');
    await denied.close();
    const client = await mcpClient(key);
    const error = toolError(await callTool(client, 'edit_flowchart', { job_id: '00000000-0000-4000-8000-000000000000', instruction: 'add C' }));
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', reason: 'JOB_NOT_FOUND', next_step: 'fix_arguments' });
    await client.close();
  });
});
