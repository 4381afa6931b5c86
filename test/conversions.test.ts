import { call, convert, newAccount, uploadedPng } from './support/client.ts';

describe('POST /images/conversions', () => {
  test('converts a PNG to TIFF and the job succeeds with a downloadable output', async () => {
    const { key } = await newAccount();
    const image = await uploadedPng(key, 320, 200);
    const reply = await convert(key, { image, format: 'tiff', dpi: 600 }, undefined, { Prefer: 'wait=20' });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('succeeded');
    const [output] = reply.body.outputs;
    expect(output).toMatchObject({ format: 'tiff', width: 320, height: 200 });
    const file = await call(output.download_url);
    expect(file.status).toBe(200);
  });
});
