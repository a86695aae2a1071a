// The one-way layers of docs/architecture.md ("Layers"): ui → app → machines → api → contract types; lib is
// importable by all and imports none of them. `npm run lint:layers` checks them.

/** Files of `app` that mount pages, so they may import `ui`. */
const APP_SHELLS = '^src/app/(routes\\.ts|Shell\\.tsx|App\\.tsx|AppRouter\\.tsx)$';

/** What would let a screen choose its own calls: the session's API client, or a module handing out endpoints. */
const APP_NETWORK_ACCESS = ['^src/app/session/ApiContext\\.tsx$', '^src/app/.*endpoints[^/]*$'];

/** The types generated from the contract, and their names by operation. */
const CONTRACT_TYPES = '^src/api/(types\\.ts|schema\\.d\\.ts)$';

/** Libraries that make a module a React one. */
const REACT = '^node_modules/(react|react-dom|@xstate/react|react-aria-components|@lingui/react|wouter)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-not-to-api-calls',
      comment: 'Components send events to machines; the real endpoints and client are bound in src/app/.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/api/(endpoints/|client\\.ts$)' },
    },
    {
      name: 'ui-not-to-api-client',
      comment:
        'A screen gets data, state and callbacks from src/app/ hooks named for what it needs; which calls to make is chosen there.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: APP_NETWORK_ACCESS },
    },
    {
      name: 'app-not-to-ui',
      comment: 'Composition sits below the UI; only the route table and the shells mount pages.',
      severity: 'error',
      from: { path: '^src/app/', pathNot: APP_SHELLS },
      to: { path: '^src/ui/' },
    },
    {
      name: 'machines-not-to-react',
      comment: 'Machines are plain XState so they run and test without React or a DOM.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: REACT },
    },
    {
      name: 'machines-not-up',
      comment: 'Machines know nothing of the composition or the UI above them.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/(app|ui)/' },
    },
    {
      name: 'machines-api-types-and-errors-only',
      comment: 'Machines declare their IO as actors that src/app/ provides; from api they take types and errors.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/api/', pathNot: '^src/api/errors\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-not-up',
      comment: 'The API layer wraps the contract and knows nothing of machines, composition or UI.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(app|ui|machines)/' },
    },
    {
      name: 'lib-imports-no-layer',
      comment: 'Pure helpers are importable by every layer, so they import none of them but the contract types.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(app|ui|machines|api)/', pathNot: CONTRACT_TYPES },
    },
    {
      name: 'lib-contract-types-only',
      comment: 'A pure helper may name the contract types, never load code of the api layer.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-to-src',
      comment:
        "The reference API never runs the storefront's code: it shares the contract's types, and pure helpers through common/. Its one way to the storefront's components is the built rendering entry (server/web/first-screen-render.ts).",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: CONTRACT_TYPES },
    },
    {
      name: 'server-contract-types-only',
      comment: 'The contract types are types: nothing of src/api runs in the server.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: CONTRACT_TYPES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'common-imports-no-side',
      comment: 'Helpers both sides run import neither side, only the contract types.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(src|server)/', pathNot: CONTRACT_TYPES },
    },
    {
      name: 'common-contract-types-only',
      comment: 'A shared helper may name the contract types, never load code.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: CONTRACT_TYPES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-not-to-server',
      comment: 'The storefront talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are kept (and labelled) so the rules above can tell them apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'] },
  },
};
