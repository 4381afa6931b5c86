// The README's MCP Inspector commands as a reader copies them: npx runs exactly the version the
// README names (an unpinned name runs whatever older copy npx has cached), and the README says
// which Node that version needs.
import { readFileSync } from 'node:fs';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const PACKAGE = '@modelcontextprotocol/inspector';

test('every npx command of the Inspector names one exact version, and the README says which Node it needs', () => {
  const commands = README.split('\n').filter((line) => /\bnpx\b/.test(line) && line.includes(PACKAGE));
  expect(commands.length).toBeGreaterThan(0);
  const versions = commands.map((line) => new RegExp(`${PACKAGE}@(\\d+\\.\\d+\\.\\d+)(?:\\s|$)`).exec(line)?.[1] ?? `unpinned: ${line.trim()}`);
  expect(new Set(versions).size).toBe(1);
  const [version] = versions;
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  // The paragraph that introduces the commands names the same version and the Node it needs.
  const block = README.lastIndexOf('```', README.indexOf(commands[0]!));
  const paragraph = README.slice(README.lastIndexOf('\n\n', block - 3), block).replace(/\s+/g, ' ');
  expect(paragraph).toContain(`${PACKAGE}\` ${version}`);
  expect(paragraph).toMatch(/Node \d+\.\d+ or newer/);
});
