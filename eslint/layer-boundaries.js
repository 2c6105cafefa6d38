// Import direction (DESIGN.md §2), checked on the resolved target of every import, so relative paths, the
// `@/` alias, dynamic `import()` and re-exports are all held to the same zones:
//   web:    app -> features -> api / components / lib / config; a feature never imports another feature.
//   server: db/ and lib/ take nothing from modules/.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const serverSrc = path.join(root, 'apps/server/src');

/** The file's area: which top folder under a source root it sits in, and (for web features) which feature. */
function areaOf(file) {
  for (const [app, src] of [['web', webSrc], ['server', serverSrc]]) {
    const rel = path.relative(src, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const [top, sub] = rel.split(path.sep);
    return { app, top, feature: app === 'web' && top === 'features' ? sub : undefined };
  }
  return undefined;
}

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('@/')) return areaOf(fromFile)?.app === 'web' ? path.join(webSrc, spec.slice(2)) : undefined;
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return undefined;
}

/** The reason an import from `from` to `to` breaks the layering, or undefined when it is allowed. */
function violation(from, to) {
  if (!from || !to || from.app !== to.app) return undefined;
  if (from.app === 'web') {
    const lower = ['api', 'components', 'lib', 'config'];
    const shell = ['app', 'boot.ts', 'main.tsx', 'entry-server.tsx'];
    if (to.top === 'app' && !shell.includes(from.top)) return 'only the app shell may import from app/';
    if (to.top === 'features') {
      if (from.top === 'features' && from.feature !== to.feature)
        return `features do not import each other (${from.feature} -> ${to.feature}): move shared code to components/, lib/ or api/`;
      if (lower.includes(from.top)) return `${from.top}/ is below features/ and must not import a feature`;
    }
    if (from.top === 'lib' && (to.top === 'components' || to.top === 'api')) return `lib/ must not import ${to.top}/`;
    if (from.top === 'api' && to.top === 'components') return 'api/ must not import components/';
    return undefined;
  }
  if ((from.top === 'db' || from.top === 'lib') && to.top === 'modules')
    return `${from.top}/ must not import modules/: move the shared code to lib/`;
  return undefined;
}

const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing in the direction DESIGN.md §2 sets' },
    schema: [],
    messages: { layer: 'Import of "{{spec}}" breaks the layering: {{reason}}.' },
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveTarget(file, source.value);
      const reason = target && violation(from, areaOf(target));
      if (reason) context.report({ node: source, messageId: 'layer', data: { spec: source.value, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { imports: layerImports } };
