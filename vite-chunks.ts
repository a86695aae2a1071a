// How the build groups the modules `/` loads into few chunks (docs/decisions/scripts-by-stage.md, budget P1b).
// Left to itself, the bundler makes a chunk of every set of modules that a different set of `import()`s shares:
// many small scripts on `/`. Here each module that one of the start's stages imports goes
// into that stage's chunk: the first stage, in the order the start evaluates them, whose static imports reach it.
// A stage's chunk so holds only what that stage's `import()` evaluates anyway, and the stages still evaluate a
// group a task (src/app/start-stages.ts, src/ui/kit/kit-stages.ts). A module no stage reaches is left to the
// bundler.
import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

const path = (...parts: string[]) => new RegExp(`[\\\\/]${parts.join('[\\\\/]')}`);

/**
 * The stages of `/`, in the order they are evaluated, then the groups fetched on intent; a stage is what its modules'
 * static imports reach.
 */
const STAGES: { name: string; roots: RegExp[] }[] = [
  { name: 'xstate', roots: [path('node_modules', 'xstate', '')] },
  { name: 'xstate-react', roots: [path('node_modules', '@xstate', 'react', '')] },
  { name: 'session', roots: [path('src', 'app', 'session', 'SessionProvider\\.tsx$')] },
  {
    name: 'app',
    roots: [
      path('src', 'app', 'Shell\\.tsx$'),
      // What src/app/App.tsx takes from react-aria-components' index (which the walk does not go through).
      path('react-aria', 'dist', 'private', 'utils', 'openLink\\.mjs$'),
      path('react-aria', 'dist', 'private', 'i18n', 'I18nProvider\\.mjs$'),
    ],
  },
  { name: 'home', roots: [path('src', 'ui', 'pages', 'HomePage\\.tsx$')] },
  // After the first paint: the kit's stages, then what is built on them.
  { name: 'kit-styles', roots: [path('node_modules', 'tailwind-variants', '')] },
  { name: 'kit-button', roots: [path('src', 'ui', 'kit', 'Button\\.tsx$')] },
  { name: 'kit-field', roots: [path('src', 'ui', 'kit', 'Field\\.tsx$')] },
  { name: 'header', roots: [path('src', 'ui', 'layout', 'header', 'HeaderBar\\.tsx$')] },
  {
    name: 'after-paint',
    roots: [
      path('src', 'ui', 'home', 'HomeSections\\.tsx$'),
      path('src', 'ui', 'layout', 'footer', 'Footer\\.tsx$'),
      path('src', 'ui', 'toasts', 'AppToaster\\.tsx$'),
      path('src', 'ui', 'cart', 'CartSideTab\\.tsx$'),
    ],
  },
  // Not fetched by the start: the header's menus, pickers and side panels come when a shopper reaches for one
  // (src/ui/layout/header/HeaderOverlay.tsx), with what they open in. That is two chunks, so that no chunk passes
  // budget P2 (50 KB); pages that show a select, a menu or a dialog share them.
  { name: 'kit-overlays', roots: [path('src', 'ui', 'kit', 'Popover\\.tsx$')] },
  { name: 'header-overlays', roots: [path('src', 'ui', 'layout', 'header', 'overlays', 'index\\.ts$')] },
];

/** A package's index re-exports the whole package: a walk through it would take all of it for one name. */
const PACKAGE_INDEX = path(
  'node_modules',
  '(react-aria|react-aria-components|react-stately)',
  'dist',
  'exports',
  'index\\.mjs$',
);

/**
 * Modules others look up in Vite's manifest (server/web/first-screen-page.ts preloads them, bench/bundle-size.mjs
 * counts them): they stay chunks of their own, each with its stage's chunk beside it.
 */
const LOOKED_UP = [
  path('src', 'app', 'Shell\\.tsx$'),
  path('src', 'ui', 'pages', ''),
  path('src', 'ui', 'layout', 'header', 'HeaderBar\\.tsx$'),
  path('locales', ''),
];

/** Every module of the build, found from one of them through the import graph both ways. */
function allModules(from: string, ctx: ChunkingContext): Map<string, Rolldown.ModuleInfo> {
  const modules = new Map<string, Rolldown.ModuleInfo>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = modules.has(id) ? null : ctx.getModuleInfo(id);
    if (!info) continue;
    modules.set(id, info);
    queue.push(...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return modules;
}

/**
 * Each module's stage: the first in STAGES whose roots reach it through static imports (a package index is not
 * gone through). The entry's own graph comes first and has none: it stays in the entry's chunk.
 */
function stagesOf(modules: Map<string, Rolldown.ModuleInfo>): Map<string, string | null> {
  const stageOf = new Map<string, string | null>();
  const reach = (roots: string[], stage: string | null) => {
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (stageOf.has(id)) continue;
      stageOf.set(id, stage);
      if (!PACKAGE_INDEX.test(id)) queue.push(...(modules.get(id)?.importedIds ?? []));
    }
  };
  const ids = [...modules.keys()];
  reach(
    ids.filter((id) => modules.get(id)?.isEntry),
    null,
  );
  for (const stage of STAGES) {
    reach(
      ids.filter((id) => stage.roots.some((root) => root.test(id))),
      stage.name,
    );
  }
  return stageOf;
}

/** The groups for `build.rolldownOptions.output.codeSplitting`. */
export function chunksByStage(): Rolldown.CodeSplittingGroup[] {
  let stageOf: Map<string, string | null> | null = null;
  return [
    {
      name: (id, ctx) => {
        stageOf ??= stagesOf(allModules(id, ctx));
        if (LOOKED_UP.some((kept) => kept.test(id)) || PACKAGE_INDEX.test(id)) return null;
        return stageOf.get(id) ?? null;
      },
      includeDependenciesRecursively: false,
    },
  ];
}
