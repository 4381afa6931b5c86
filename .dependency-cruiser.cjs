// The layers of docs/architecture.md as rules: `npm run lint` fails on an import that crosses
// them, naming the rule below and the two files. Each rule's comment says why it holds; change
// the picture in docs/architecture.md before changing a rule here.
const PRODUCT = '^(server|worker|api|web|mcp|auth|http|contract|jobs|engines|core)/';
/** What an engine may read from core: the one table of limits and the byte sniffers, nothing with I/O. */
const CORE_FOR_ENGINES = '^core/(limits|sniff|zip)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files that import each other cannot be read, tested or moved one at a time (docs/architecture.md, "Rules").',
      from: { path: PRODUCT },
      to: { circular: true },
    },
    {
      name: 'core-is-the-ground',
      severity: 'error',
      comment: 'core/ holds the facts every layer shares (accounts, ledger, prices, plans, limits, statuses, the database); it imports nothing above it.',
      from: { path: '^core/' },
      to: { path: PRODUCT, pathNot: '^core/' },
    },
    {
      name: 'engines-stand-alone',
      severity: 'error',
      comment: 'An engine draws or reads figures and knows nothing of jobs, HTTP or the database; it reads only its own folder, the common ground (engines/shared, engines/language, engines/ocr) and the pure tables of core.',
      from: { path: '^engines/([^/]+)/' },
      to: { path: PRODUCT, pathNot: [`^engines/($1|shared|language|ocr)/`, CORE_FOR_ENGINES] },
    },
    {
      name: 'engine-ground-below-engines',
      severity: 'error',
      comment: 'engines/shared is the ground of the engines; engines/language and engines/ocr stand on it alone.',
      from: { path: '^engines/(shared|language|ocr)/' },
      to: { path: '^engines/', pathNot: ['^engines/$1/', '^engines/shared/'] },
    },
    {
      name: 'http-is-plumbing',
      severity: 'error',
      comment: 'http/ is what the front ends share (context types, mounts, request ids, the HTML document); it knows no front end, job or engine.',
      from: { path: '^http/' },
      to: { path: PRODUCT, pathNot: ['^http/', '^core/'] },
    },
    {
      name: 'jobs-below-front-ends',
      severity: 'error',
      comment: 'jobs/ owns the job (catalogue, request path, store, workflow, activities) for every front end; it never imports one, nor the contract\'s wire shapes.',
      from: { path: '^jobs/' },
      to: { path: '^(server|worker|api|web|mcp|auth|contract)/' },
    },
    {
      name: 'contract-is-shapes',
      severity: 'error',
      comment: 'contract/ is the interface\'s wire shapes (zod), read by the API, its OpenAPI and the MCP tools; it names the engines\' lists and core\'s facts, and knows no front end.',
      from: { path: '^contract/' },
      to: { path: '^(server|worker|api|web|mcp|auth|jobs|http)/' },
    },
    {
      name: 'auth-below-front-ends',
      severity: 'error',
      comment: 'auth/ (the OAuth authorization server) serves the API, the website and MCP alike; it knows none of them.',
      from: { path: '^auth/' },
      to: { path: '^(server|worker|api|web|mcp|contract|jobs|engines)/' },
    },
    {
      name: 'front-ends-apart',
      severity: 'error',
      comment: 'The API, the website and the MCP server do not know each other; they meet in server/app.ts and reach the work through jobs/ only, never an engine.',
      from: { path: '^(api|web|mcp)/' },
      to: { path: '^(server|worker|engines)/|^(api|web|mcp)/', pathNot: '^$1/' },
    },
    {
      name: 'worker-is-a-root',
      severity: 'error',
      comment: 'The worker process runs jobs; it imports no front end.',
      from: { path: '^worker/' },
      to: { path: '^(server|api|web|mcp|contract)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: PRODUCT,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
